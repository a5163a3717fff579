import { sendDocumentInput } from '@app/validators';
import { sentToCustomerOutput } from '@app/validators/outputs';
import { sendDocument } from '../../services/documents';
import { procedureFor } from '../../trpc';

/** `documents.send`: e-mail a document to the customer (realtors: the documents they issued). */
export const sendDocumentProcedure = procedureFor('documents.send')
  .input(sendDocumentInput)
  .output(sentToCustomerOutput)
  .mutation(({ ctx, input }) => sendDocument(ctx.db, ctx.user, input));
