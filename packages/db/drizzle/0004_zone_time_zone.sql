ALTER TABLE "zones" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- Zones generated before this column: the capital's clock of the site's country.
UPDATE "zones" z SET "time_zone" = CASE s."country"
    WHEN 'AR' THEN 'America/Argentina/Buenos_Aires' WHEN 'BR' THEN 'America/Sao_Paulo'
    WHEN 'CL' THEN 'America/Santiago' WHEN 'CO' THEN 'America/Bogota'
    WHEN 'MX' THEN 'America/Mexico_City' WHEN 'PE' THEN 'America/Lima'
    WHEN 'UY' THEN 'America/Montevideo' ELSE 'UTC' END
FROM "sites" s WHERE s."site_id" = z."site_id";
