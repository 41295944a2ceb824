import sharp from 'sharp';
import { makeListingSlug } from '../src/shared/search-options.ts';

/** A photo-like JPEG of a labelled box (1600×1200), so the listing page has a real image to paint. */
async function makeListingPhoto(n: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="hsl(${n * 40},30%,70%)"/>` +
    `<rect x="400" y="300" width="800" height="600" rx="30" fill="hsl(${n * 40},25%,28%)"/>` +
    `<text x="800" y="620" font-size="96" text-anchor="middle" fill="white" font-family="sans-serif">LC1D${n}09</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * Makes `count` items with two photos each through the API and publishes them (the user's profile
 * postcode must be set). Returns the public path of the first one.
 */
export async function publishWithPhoto(url: string, token: string, count: number): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  let first = '';
  for (let n = 0; n < count; n++) {
    const form = new FormData();
    const fields = {
      title: `Schneider TeSys contactor LC1D${n}09 230V coil`,
      price: `${40 + n}.00`,
      retailPrice: `${70 + n}.00`,
      quantity: '3',
      condition: 'New',
      categoryId: '6',
      brand: 'Schneider',
      specifications: 'Coil voltage: 230 V; Rated current: 9 A; Poles: 3; Auxiliary contacts: 1 NO + 1 NC',
      description: 'Boxed and unused, left over from a plant-room refit. Collection from Birmingham or delivery by courier.',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const photo of [await makeListingPhoto(n), await makeListingPhoto(n + 3)]) {
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${n}.jpg`);
    }
    const created = await fetch(`${url}/api/listings`, { method: 'POST', headers, body: form });
    if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const published = await fetch(`${url}/api/listings/${id}/publish`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ handover: 'both', deliveryPrice: 8.5, vatMode: 'plus_vat' }),
    });
    if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
    if (!first) first = `/listing/${id}-${makeListingSlug(fields.title)}`;
  }
  return first;
}
