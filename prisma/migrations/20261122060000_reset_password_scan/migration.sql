-- The identity wallet bound to an account confirms a forgotten-password reset by QR (GET /scan/resetByEmail)
ALTER TYPE "auth_purpose" ADD VALUE 'RESET_PASSWORD';
