import { onDemandDialog } from '../../../components/ui/on-demand-dialog';

// The confirmations, and the status reason, whose field imports the form schemas (yup).
export const ConfirmDialog = onDemandDialog(
  () => import('../../../components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
  (props) => props.open,
);
export const StatusReasonDialog = onDemandDialog(
  () => import('./status-reason-dialog').then((module) => module.StatusReasonDialog),
  (props) => props.request !== null,
);
