// What other domains use of inventors: they import it from here, never from its files.
export { type InventorLinks, queueAttestationRequest } from './invitation';
export { coInventorsOf, inventorsOf } from './inventors-of';
export { requestAttestations } from './request-attestations';
export { saveInventors } from './save-inventors';
