import { commercialOfferInput } from '@app/validators';
import { issueCommercialOffer } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** `documents.commercialOffer`: `{ item: { id }, message, url }`; the PDF downloads from `url`. */
export const commercialOfferProcedure = procedureFor('documents.create')
  .input(commercialOfferInput)
  .mutation(({ ctx, input }) => issueCommercialOffer(ctx.db, ctx.user, input));
