import { expect } from 'vitest';
import type { AnalysisResult } from '../../../src/shared/schemas/analysis.ts';
import type { PhotoRef } from '../../../src/shared/schemas/photos.ts';
import { makePhoto } from '../../fixtures/images.ts';
import { createClient, type ApiResponse } from '../../api/helpers/api-client.ts';
import { photo } from '../../api/helpers/listings.ts';
import { uploadDrafts } from '../../api/helpers/photos.ts';
import type { StandInReply } from '../../api/helpers/sparebot.ts';
import type { LogLine } from './node-process.ts';
import { waitFor } from './wait.ts';

export interface ReadyAnswer {
  ok: boolean;
  checks: Record<string, string>;
  details?: { sparebot?: { runsIn: string; waiting: number; active: number; delayed: number; failed: number; workers?: number } };
}

/** What the vision stand-in answers every analysis of the suite with. */
export const VISION_CONTENT = {
  title: 'Hager 32A type B RCBO',
  category: 'Electrical Components',
  confidence: 0.91,
  brand: 'Hager',
  condition: 'Like New',
  retailPriceGbp: 40,
};
export const VISION_ANSWER: StandInReply = { kind: 'json', content: VISION_CONTENT };

export async function ready(baseUrl: string): Promise<ApiResponse<ReadyAnswer>> {
  return createClient(baseUrl).get<ReadyAnswer>('/api/ready');
}

/** Waits until `baseUrl` reports `count` SpareBot workers connected to the queue. */
export async function waitForWorkers(baseUrl: string, count: number): Promise<void> {
  await waitFor(async () => (await ready(baseUrl)).body.details?.sparebot?.workers === count, `${count} SpareBot worker(s) on the queue`);
}

let jpeg: Buffer | undefined;

/** Uploads one small JPEG as a draft photo through `baseUrl`. */
export async function uploadPhoto(baseUrl: string, token: string): Promise<PhotoRef> {
  jpeg ??= await makePhoto('jpeg', 640, 480);
  const [ref] = await uploadDrafts(baseUrl, token, [photo(jpeg)]);
  return ref!;
}

export function analyze(
  baseUrl: string,
  token: string,
  photoId: number,
): Promise<ApiResponse<AnalysisResult & { photoId: number; message?: string }>> {
  return createClient(baseUrl).post<AnalysisResult & { photoId: number; message?: string }>('/api/analyze-image', { photoId }, { token });
}

/** A `job.done` log line of the SpareBot job for this photo. */
export const jobDoneFor = (photoId: number) => (line: LogLine) =>
  line.event === 'job.done' && String(line.jobId).startsWith(`photo-${photoId}-`);

/** Expects exactly `count` lines in `logs` that `match` accepts. */
export function expectLogCount(logs: LogLine[], match: (line: LogLine) => boolean, count: number, what: string): void {
  expect(logs.filter(match), what).toHaveLength(count);
}
