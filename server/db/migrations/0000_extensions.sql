-- Trigram matching for case-insensitive search in the admin lists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
