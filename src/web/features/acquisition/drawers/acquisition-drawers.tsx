import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { ApprovalDrawer } from '../dialogue/approval-drawer';
import { ExpertReportDrawer } from '../dialogue/expert-report-drawer';
import { InquiryDrawer } from '../dialogue/inquiry-drawer';
import { StatementDrawer } from '../dialogue/statement-drawer';
import { NoteDrawer } from '../notes/note-drawer';
import { preloadFileCapture } from '../../../offline/message-outbox';
import { useDrawerBase } from './use-close-drawer';

/**
 * The drawers of the acquisition page (spec 001 s2.1), as routes under /{daqAcquisitionGID}/{tab}/: drawer/note,
 * drawer/note/{messageId}, drawer/inquiry, ... Each drawer's route is one line here; closing goes back to
 * /{daqAcquisitionGID}/{tab}; an unknown drawer path goes there at once.
 */
export function AcquisitionDrawers({ acquisition }: { acquisition: TAcquisition }) {
  const base = useDrawerBase();
  // The drawers load once the page is shown; what stores their picked files comes with them, before the link may go.
  useEffect(preloadFileCapture, []);
  return (
    <Routes>
      <Route index element={null} />
      <Route path="drawer/note" element={<NoteDrawer acquisition={acquisition} />} />
      <Route path="drawer/note/:messageId" element={<NoteDrawer acquisition={acquisition} />} />
      <Route path="drawer/inquiry" element={<InquiryDrawer acquisition={acquisition} />} />
      <Route path="drawer/inquiry/replyTo/:messageId" element={<InquiryDrawer acquisition={acquisition} reply />} />
      <Route path="drawer/fisheriesExpertReport" element={<ExpertReportDrawer acquisition={acquisition} />} />
      <Route path="drawer/replyToStatement/:messageId/followUp/messageType/:messageType" element={<StatementDrawer acquisition={acquisition} followUp />} />
      <Route path="drawer/replyToStatement/:messageId/messageType/:messageType" element={<StatementDrawer acquisition={acquisition} />} />
      <Route path="drawer/statementDeclined/:messageId" element={<ApprovalDrawer acquisition={acquisition} approve={false} />} />
      <Route path="drawer/statementApproval/:messageId" element={<ApprovalDrawer acquisition={acquisition} approve />} />
      <Route path="*" element={<Navigate to={base} replace />} />
    </Routes>
  );
}
