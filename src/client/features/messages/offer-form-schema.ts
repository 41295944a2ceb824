import { offerAboveAsking } from '../../../shared/messages/deals-messages.ts';
import { MakeOfferSchema } from '../../../shared/schemas/deals.ts';
import { toPence } from '../../../shared/money.ts';

/** The route's schema, and the listing's asking price as the ceiling (the server checks it too, once it knows the listing). */
export const offerFormSchema = (askingPence: number) =>
  MakeOfferSchema.refine((offer) => toPence(offer.price) <= askingPence, { message: offerAboveAsking(askingPence), path: ['price'] });
