-- Custom SQL migration file, put your code below! --
-- pg_trgm: trigram indexes for "part of a word" searches (loads.search_text). Trusted since PostgreSQL 13, so the
-- database owner may create it; the embedded PostgreSQL ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
