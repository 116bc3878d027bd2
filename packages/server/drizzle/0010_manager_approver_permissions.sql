-- Issue #5 (§6 selectable roles): the built-in Manager role may pick the internal and the external approver.
UPDATE "roles" SET "permissions" = "permissions" || '["agreement:draft_approval_flow:update","agreement:participant:pending_state_approver:create"]'::jsonb WHERE "id" = 3 AND "account_id" IS NULL;
