// The labels are shared with the admin's Legal Cases table: one place, in client/lib.
export { issueLabels, PRIORITY_TONE, statusLabel } from '../../../lib/case-labels';
