-- Issue 25: the seller may still release while an appeal is open, and the appeal then closes as SETTLED
-- (no officer decided it).

-- AlterEnum
ALTER TYPE "appeal_result" ADD VALUE 'SETTLED';
