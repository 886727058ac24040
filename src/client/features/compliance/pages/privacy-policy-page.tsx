import { LegalDocument } from '../components/legal-document';

export default function PrivacyPolicyPage() {
  return <LegalDocument doc="privacy" />;
}
