import { useMediaQuery } from '@mantine/hooks';

/** Below 600 px the owner's tables become lists of cards (issue 19; requirements §10.2 "tables become cards"). */
export const PHONE_MEDIA_QUERY = '(max-width: 37.49em)';

/** Read at the first render, so a phone never lays out (and measures) the table first. */
export const usePhoneLayout = (): boolean =>
  useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
