import { Button, Group } from '@mantine/core';

/** A section form's submit button, in a row of its own; `end` puts it on the right. */
export const SubmitRow = ({
  label,
  loading,
  end = false,
}: {
  label: string;
  loading: boolean;
  end?: boolean;
}) => (
  <Group justify={end ? 'flex-end' : 'flex-start'}>
    <Button type="submit" loading={loading}>
      {label}
    </Button>
  </Group>
);
