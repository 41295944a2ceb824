/** The privacy policy's SpareBot section, section id where it goes. */
export const AI_PROCESSOR_SECTION = 'why-we-use-it';

/**
 * What the privacy policy says of SpareBot's photo reading, for this installation: the outside AI
 * service by name (GET /api/privacy/processors), or that the offline assistant sends nothing anywhere.
 */
export function describeAiProcessor(name: string | null): string {
  if (name === null) {
    return 'On this service SpareBot runs offline, on our own servers: the photos it reads are not sent to anyone else.';
  }
  return `On this service SpareBot uses an outside AI service, ${name}, as our processor for photo recognition: the photos you ask SpareBot to read are sent to ${name}, as a re-encoded copy with the location (EXIF and GPS) and all other metadata removed, and with nothing else about you. ${name} may not use them for anything else.`;
}
