import { Text } from '@mantine/core';

/** `5/300` under a text field; red once the text is too long. */
export function CharacterCount({ value, max }: { value: string | null | undefined; max: number }) {
  const length = value?.length ?? 0;
  return (
    <Text component="span" fz="xs" c={length > max ? 'red' : 'dimmed'}>
      {length}/{max}
    </Text>
  );
}
