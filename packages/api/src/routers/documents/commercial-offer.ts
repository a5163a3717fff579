import { commercialOfferInput } from '@app/validators';
import { commercialOfferOutput } from '@app/validators/outputs';
import { issueCommercialOffer } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** `documents.commercialOffer`: `{ item: { id }, message, url }`; the PDF downloads from `url`. */
export const commercialOfferProcedure = procedureFor('documents.create')
  .input(commercialOfferInput)
  .output(commercialOfferOutput)
  .mutation(({ ctx, input }) => issueCommercialOffer(ctx.db, ctx.user, input));
