// Spec §7: a clinic's vets come 6 at a time (GET /api/search with post_type vet, size 6, from, vet_clinics_relation).
export const CLINIC_VETS_PAGE_SIZE = 6
