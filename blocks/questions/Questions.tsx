// questions (spec §2 Content blocks): the accordion of frequently asked questions, only when has_questions, plus the
// questions as schema.org FAQPage JSON-LD for search engines.
import { jsonLdText } from '#lib/seo/json-ld.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { AccordionItems, itemLabel, type AccordionItem } from '../AccordionItems.tsx'
import { blockAttributes, itemHeading } from '../block-common.ts'
import type { BlockProps } from '../block-props.ts'
import styles from './Questions.module.css'

/** https://developers.google.com/search/docs/appearance/structured-data/faqpage */
export function faqPageJsonLd(questions: AccordionItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions
      .filter((q) => itemLabel(q) && q.content)
      .map((q) => ({
        '@type': 'Question',
        name: itemLabel(q),
        acceptedAnswer: { '@type': 'Answer', text: q.content },
      })),
  }
}

export function Questions({ block }: BlockProps<'questions'>) {
  if (!block.has_questions || block.questions.length === 0) return null
  return (
    <section {...blockAttributes(block, styles.questions)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <AccordionItems items={block.questions} heading={itemHeading(block)} />
      {/* A raw-text element: React writes its text unescaped; jsonLdText escapes < > & so nothing can close it. */}
      <script type="application/ld+json">{jsonLdText(faqPageJsonLd(block.questions))}</script>
    </section>
  )
}
