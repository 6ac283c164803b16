-- The token-signing key no longer lives in the database (every backup carried it): it comes from JWT_SECRET or a
-- key file outside the data folder. The stored copy goes, so no backup made from now on holds it.
DELETE FROM "settings" WHERE "key" = 'jwt_secret';
