import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';

const RUN = `sf${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('The sell form (issue 31)', () => {
  test('"List on marketplace" opens a review with a preview; nothing goes live until the seller confirms', async ({ page, request }) => {
    const seller = await createUserViaApi(request);
    const photo = await makePhoto('jpeg', 640, 480);
    const title = `Hager MCB 32A ${RUN}`;
    await createListingViaApi(request, seller.token, { title, price: 12.5, quantity: 4, categoryId: 1, brand: 'Hager' }, photo);
    const mineNamed = async () => {
      const mine = await request.get('/api/user-listings', { headers: { authorization: `Bearer ${seller.token}` } });
      return ((await mine.json()) as Array<Record<string, unknown>>).find((l) => l.title === title);
    };
    await signInWithToken(page, seller.token);
    await page.goto('/');
    await card(page, title)
      .getByRole('button', { name: `List on marketplace ${title}` })
      .click();
    const review = page.getByRole('dialog', { name: 'Review and list' });
    // The surplus price per unit is the starting value, and the preview shows what buyers will see.
    await expect(review.getByLabel('Price per unit (£)')).toHaveValue('12.50');
    await expect(review.getByRole('article', { name: 'Card preview' })).toContainText('£12.50');

    // Bad input: a message under each field, and nothing goes live.
    await review.getByLabel('Price per unit (£)').fill('0');
    await review.getByLabel('Delivery').selectOption('both');
    await review.getByLabel('Delivery charge (£)').fill('7.555');
    await review.getByRole('button', { name: 'Confirm and list' }).click();
    await expect(review.getByText('Enter a price per unit above £0, in pounds, like 12.50')).toBeVisible();
    await expect(review.getByText('Please confirm the condition before listing')).toBeVisible();
    await expect(review.getByText(/Enter the delivery charge in pounds/)).toBeVisible();

    // A postcode the app cannot place is refused by the server, in the spec's words.
    await review.getByLabel('Price per unit (£)').fill('11');
    await review.getByLabel('Delivery charge (£)').fill('6.50');
    await review.getByLabel('Item postcode').fill('ZZ99 9ZZ');
    await review.getByRole('checkbox', { name: 'I have checked the condition and it is as shown' }).check();
    await expect(review.getByRole('article', { name: 'Card preview' })).toContainText('£11.00');
    await review.getByRole('button', { name: 'Confirm and list' }).click();
    await expect(review.getByRole('alert')).toContainText("We can't place the postcode area ZZ99");
    expect(await mineNamed()).toMatchObject({ status: 'private' });

    await review.getByLabel('Item postcode').fill('');
    await review.getByRole('button', { name: 'Confirm and list' }).dblclick();
    await expect(review).toBeHidden();
    await expect(card(page, title).getByText('Marketplace: Live', { exact: true })).toBeVisible();
    expect(await mineNamed()).toMatchObject({ originalPrice: '11.00', handover: 'both', deliveryPrice: '6.50' });
  });
});
