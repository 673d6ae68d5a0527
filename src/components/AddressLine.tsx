import { keepTogether } from '@/lib/keep-together';

/**
 * One line of an address, its postcode and the word before it ("CEP 01246-000") never broken
 * across lines. The caller passes the postcode it already holds (content's
 * contact.postalAddress), so this shared piece carries no content of its own into every page.
 */
export function AddressLine({ line, postalCode }: { line: string; postalCode: string }) {
  const at = line.indexOf(postalCode);
  const wordBefore = at > 0 ? /\S+ $/.exec(line.slice(0, at))?.[0] : undefined;
  const phrase = `${wordBefore ?? ''}${postalCode}`;
  return keepTogether(line, phrase).map((part, index) =>
    part.together ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
