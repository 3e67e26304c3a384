import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

type Kind = 'session' | 'forbidden' | 'notFound' | 'server' | 'unknown';

const kindOf = (error: unknown): { kind: Kind; message?: string } => {
  const status = isRouteErrorResponse(error) ? error.status : (error as { status?: number } | null)?.status;
  const text =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? String(error.data ?? error.statusText)
        : undefined;
  // A role refusal is not a lost session: signing out would not help a staff member.
  if ((error as { code?: string } | null)?.code === 'team.forbidden') return { kind: 'forbidden' };
  if (status === 401 || status === 403 || /unauthori[sz]ed|forbidden/i.test(text ?? ''))
    return { kind: 'session' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 500) return { kind: 'server' };
  return { kind: 'unknown', ...(text ? { message: text } : {}) };
};

/** requirements §8 error panel: session expired, not found, server error, or the message with a retry. */
export const ErrorPanel = ({ error: given }: { error?: unknown }) => {
  const routeError = useRouteError();
  const { t } = useTranslation('common');
  const { kind, message } = kindOf(given ?? routeError);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" ta="center" maw={420} gap="sm" role="alert">
        <Title order={1} fz={24}>
          {t(`errorPanel.${kind}.title`)}
        </Title>
        <Text c="dimmed">{kind === 'unknown' && message ? message : t(`errorPanel.${kind}.body`)}</Text>
        {kind === 'forbidden' ? (
          <Button component={Link} to="/dashboard">
            {t('errorPanel.forbidden.action')}
          </Button>
        ) : kind === 'session' ? (
          <Button component={Link} to="/login">
            {t('errorPanel.session.action')}
          </Button>
        ) : kind === 'notFound' ? (
          <Button component={Link} to="/">
            {t('errorPanel.notFound.action')}
          </Button>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('errorPanel.tryAgain')}</Button>
        )}
      </Stack>
    </Center>
  );
};

/** What a team role may not open (the server would answer 403 `team.forbidden`). */
export const ForbiddenPanel = () => <ErrorPanel error={{ status: 403, code: 'team.forbidden' }} />;

/** The not-found page for unknown paths. */
export const NotFoundPanel = () => <ErrorPanel error={{ status: 404 }} />;
