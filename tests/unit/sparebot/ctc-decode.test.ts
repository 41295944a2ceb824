import { describe, expect, it } from 'vitest';
import { GAP_SPACE_MIN, decodeCtc } from '../../../src/server/sparebot/ocr/ctc-decode.ts';
import { readLabel as read } from './helpers/label-text.ts';

// PaddleOCR's layout: blank first, the dictionary, the space last.
const ALPHABET = ['', 'A', 'B', 'M', '1', '0', '-', '.', '/', 'w', 'c', 'n', ' '];
const ALLOWED = Int32Array.from(ALPHABET.keys());
const SPACE = ALPHABET.length - 1;

/** Frames written as characters; `_` is a blank frame, `_0.2` a blank frame giving the space 0.2. */
function decode(frames: string[]): string {
  const probs = new Float32Array(frames.length * ALPHABET.length);
  frames.forEach((frame, t) => {
    const row = t * ALPHABET.length;
    if (frame.startsWith('_')) {
      const space = Number(frame.slice(1) || 0);
      probs[row] = 1 - space;
      probs[row + SPACE] = space;
    } else probs[row + ALPHABET.indexOf(frame)] = 0.9;
  });
  return decodeCtc(probs, frames.length, ALPHABET.length, ALPHABET, ALLOWED).text;
}

describe('CTC decoding: gaps the model half-saw as spaces', () => {
  it('writes a space where the blank won but the space was likely enough', () => {
    expect(decode(['A', 'A', '_0.3', '_0.1', 'B'])).toBe('A B');
    expect(decode(['1', '0', 'A', '_', `_${GAP_SPACE_MIN}`, 'M', 'A'])).toBe('10A MA');
  });

  it('keeps characters together where the space was unlikely', () => {
    expect(decode(['A', '_0.05', 'B', '_', 'M'])).toBe('ABM');
  });

  it('writes the space the model chose, once', () => {
    expect(decode(['A', ' ', '_0.5', 'B'])).toBe('A B');
  });

  it('never opens a gap next to a hyphen, a slash or inside a number', () => {
    expect(decode(['A', '_0.4', '-', '_0.4', '1'])).toBe('A-1');
    expect(decode(['1', '0', '_0.4', '/', '_0.4', 'B'])).toBe('10/B');
    expect(decode(['0', '_0.4', '.', '_0.4', '1', 'A'])).toBe('0.1A');
  });

  it('opens one after a full stop that ends a word', () => {
    expect(decode(['M', '.', '_0.4', '1', '0'])).toBe('M. 10');
    expect(decode(['A', '.', '_0.4', 'B'])).toBe('A. B');
  });

  it('keeps a web address whole', () => {
    expect(decode(['w', '_', 'w', '_', 'w', '.', '_0.4', 'A', '.', '_0.4', 'c', 'n'])).toBe('www.A.cn');
  });

  it('reads a character repeated across a blank twice, with no space where none was seen', () => {
    expect(decode(['1', '_', '1', '1', '_0.02', '0'])).toBe('110');
  });
});

describe('a maker whose logo the spaced reading splits', () => {
  it('is one name when a logo’s spacing reads it as two words in capitals ("CHENG LIANG")', () => {
    expect(read('CL-C360W-24V', 'CHENG LIANG', '24V15.0A').brandInfo).toBe('Chengliang');
    expect(read('CL-C360W-24V', 'Cheng liang', '24V15.0A').brandInfo).not.toBe('Chengliang');
  });
});
