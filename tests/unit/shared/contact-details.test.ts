import { describe, expect, it } from 'vitest';
import { findContactDetails, hasContactDetails } from '../../../src/shared/contact-details.ts';

describe('findContactDetails: phone numbers', () => {
  it.each([
    '07123 456789',
    '07123456789',
    '07123 456 789',
    '0712 345 6789',
    '+44 7123 456789',
    '+447123456789',
    '+44 (0)7123 456789',
    '0044 7123 456789',
    '+44 121 496 0000',
    '0121-496-0000',
    '0121 496 0000',
    '01214960000',
    '(0121) 496 0000',
    '020 7946 0000',
    '(020) 7946 0000',
    '01632 960000',
    '0800 123 4567',
    '0161 496 0000',
  ])('finds %s', (number) => {
    expect(findContactDetails(number)).toEqual(['phone']);
    expect(findContactDetails(`Ring me on ${number} after 5.`)).toEqual(['phone']);
    expect(findContactDetails(`Tel:${number}`)).toEqual(['phone']);
  });

  it('finds a number followed by other figures', () => {
    expect(findContactDetails('call 0121 496 0000 2 units left')).toEqual(['phone']);
    expect(findContactDetails('mobile 07123 456789, 3 boxes')).toEqual(['phone']);
  });

  it.each([
    ['a price', '£1,250.00 for the lot, or £40.00 each'],
    ['a price in pence', 'they are 0.75 each, 10.50 for a box'],
    ['a part number', 'Part no. 100-C09D10 contactor'],
    ['a long part number', '3RV2011-1KA10 motor protection breaker'],
    ['a catalogue number with zeros', 'Schneider A9F04332, order code 0241 0123'],
    ['ratings', '230/400 V, 32 A, 6 kA, 0.75 kW, IP65'],
    ['a voltage range', '380-415 V 50/60 Hz'],
    ['a date with slashes', 'collect on 12/03/2024 please'],
    ['a date with dashes', 'delivered 2024-03-12, invoice 01-02-2024'],
    ['a date with dots', 'manufactured 12.03.2024'],
    ['a time', 'any time 09:00 to 17:30'],
    ['quantities', 'I have 10 20 30 of each'],
    ['a cable size', '16mm² 4 core SWA, 100 m drum'],
    ['a standard', 'to BS 7671:2018 +A2:2022'],
    ['a short number starting 0', 'qty 0100 pieces'],
    ['dimensions', '600 x 600 x 0.5 mm'],
    ['a postcode', 'collection from B1 1AA'],
  ])('leaves %s alone', (_what, text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});

describe('findContactDetails: email addresses', () => {
  it.each([
    'dave@example.co.uk',
    'Dave.Sparks+stock@mail.example.com',
    'dave (at) example (dot) com',
    'dave [at] example.co.uk',
    'dave at gmail dot com',
  ])('finds %s', (address) => {
    expect(findContactDetails(`Email me at ${address} thanks`)).toEqual(['email']);
  });

  it('does not also report the address’s domain as a link', () => {
    expect(findContactDetails('sales@sparks-electrical.co.uk')).toEqual(['email']);
  });

  it('leaves "at" in ordinary sentences alone', () => {
    expect(findContactDetails('I can collect at 5 at the depot')).toEqual([]);
    expect(findContactDetails('look at the photos, at £40 each')).toEqual([]);
  });
});

describe('findContactDetails: links', () => {
  it.each([
    'https://example.com/item/1',
    'http://example.co.uk',
    'www.example.co.uk',
    'WWW.Example.com/page',
    'example.com',
    'sparks-electrical.co.uk',
    'shop.example.net/listing?id=3',
  ])('finds %s', (link) => {
    expect(findContactDetails(`See ${link} for more`)).toEqual(['link']);
  });

  it.each([
    ['a sentence ending a word with a full stop', 'Boxed. Never used. Comes with the manual.'],
    ['an abbreviation', 'e.g. the 32 A one, i.e. type B'],
    ['a decimal', 'v1.5 firmware, 2.5mm cable'],
    ['a file name', 'see the datasheet.pdf'],
  ])('leaves %s alone', (_what, text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});

describe('findContactDetails: mixed', () => {
  it('reports each kind once, in the order phone, email, link', () => {
    expect(findContactDetails('www.a.com, b@c.com, 07123 456789 or 07987 654321, d@e.com')).toEqual(['phone', 'email', 'link']);
  });

  it('is empty for an ordinary message', () => {
    expect(findContactDetails('Hi, is the 32 A MCB still available? I could collect on Saturday.')).toEqual([]);
    expect(hasContactDetails('Hi, is the 32 A MCB still available?')).toBe(false);
    expect(hasContactDetails('Text me on 07123 456789')).toBe(true);
  });
});
