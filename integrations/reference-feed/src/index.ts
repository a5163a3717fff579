/** The reference service's feeds: regions and offices, read as snapshots (REFERENCE_SERVICE_URL). */
export { feedConfigSchema as referenceFeedConfigSchema } from '@app/integration-kit';
export {
  httpReferenceSource,
  officeSchema,
  regionSchema,
  type ReferenceOffice,
  type ReferenceRegion,
  type ReferenceSource,
} from './source';
