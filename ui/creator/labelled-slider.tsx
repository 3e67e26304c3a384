import { Slider, type SliderProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A slider named by the text above it (the text's `id` labels the slider for assistive technology). */
export const LabelledSlider = ({
  id,
  heading,
  ...slider
}: { id: string; heading: ReactNode } & SliderProps) => (
  <Stack gap={4}>
    <Text fz="sm" fw={500} id={id}>
      {heading}
    </Text>
    {/* The thumb is the `slider` element assistive technology reads, so it carries the name. */}
    <Slider aria-labelledby={id} thumbProps={{ 'aria-labelledby': id }} {...slider} />
  </Stack>
);
