import { documentsListInput } from '@app/validators';
import { documentsListOutput } from '@app/validators/outputs';
import { listDocuments } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** What was issued, by whom, for whom (realtors: their own). */
export const listDocumentsProcedure = procedureFor('documents.read')
  .input(documentsListInput)
  .output(documentsListOutput)
  .query(({ ctx, input }) => listDocuments(ctx.db, ctx.user, input));
