/** The projection of the reference service (regions, offices). */
export { syncReference } from './reference-source';
export { findOffice } from './offices';
