-- Extensions and text search configurations (drizzle-kit cannot express these).
-- Valid on PostgreSQL 15 and 18; both ship unaccent and pg_trgm as contrib extensions.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Spanish and Portuguese stemming with accent folding: "Cerámica" and "ceramica" match.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fierro_es') THEN
    CREATE TEXT SEARCH CONFIGURATION fierro_es (COPY = pg_catalog.spanish);
    ALTER TEXT SEARCH CONFIGURATION fierro_es
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fierro_pt') THEN
    CREATE TEXT SEARCH CONFIGURATION fierro_pt (COPY = pg_catalog.portuguese);
    ALTER TEXT SEARCH CONFIGURATION fierro_pt
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
  END IF;
END
$$;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets indexes use it.
CREATE OR REPLACE FUNCTION fierro_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
