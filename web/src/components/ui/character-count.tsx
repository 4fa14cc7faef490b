import { Text } from '@mantine/core';
import { characterCount } from '@pixel/contract';

/**
 * `5/300` under a text field; red once the text is too long. Characters as a person counts them, as the
 * contract's limits count them: an emoji is one.
 */
export function CharacterCount({ value, max }: { value: string | null | undefined; max: number }) {
  const length = value ? characterCount(value) : 0;
  return (
    <Text component="span" fz="xs" c={length > max ? 'red' : 'dimmed'}>
      {length}/{max}
    </Text>
  );
}
