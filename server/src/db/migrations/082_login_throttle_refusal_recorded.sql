-- A refused sign-in (during a pair's wait) goes to the operation log once per wait, not once per
-- attempt: a flood wrote thousands of identical rows a second. This is the end of the wait whose
-- refusal is already recorded (server/src/modules/auth/throttle.ts, firstRefusalOfWait).
ALTER TABLE login_throttle ADD COLUMN refusal_recorded_until timestamptz;
