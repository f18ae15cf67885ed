import { SimplePage } from '../../components/ui/simple-page';

export function DownloadsPage() {
  return <SimplePage titleId="downloads.title" leadId="downloads.lead" />;
}
