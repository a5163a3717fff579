import { documentsListInput } from '@app/validators';
import { listDocuments } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** What was issued, by whom, for whom (realtors: their own). */
export const listDocumentsProcedure = procedureFor('documents.read')
  .input(documentsListInput)
  .query(({ ctx, input }) => listDocuments(ctx.db, ctx.user, input));
