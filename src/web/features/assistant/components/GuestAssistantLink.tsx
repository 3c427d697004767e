import AssistantIcon from '@mui/icons-material/AssistantOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * On a guest's page (survey, crew feedback): opens the guest assistant with the same link token in a new tab, so
 * the page the guest is filling in stays as it is.
 */
export function GuestAssistantLink({ token }: { token: string }) {
  const { t } = useTranslation('assistant-chat');
  if (!token) return null;
  return (
    <Button
      href={`/arisa?token=${encodeURIComponent(token)}`}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<AssistantIcon />}
    >
      {t('guest.link')}
    </Button>
  );
}
