// Academy lesson (spec §2 /academy/{lesson}/).
import { useData } from 'vike-react/useData'
import { ArticleView } from '#views/page/ArticleView.tsx'
import { Testimonials } from '#ui/Testimonials.tsx'
import type { Data } from './+data.ts'
import { LessonFacts } from './LessonFacts.tsx'

export default function Page() {
  const { view, lesson } = useData<Data>()
  return (
    <ArticleView view={view} facts={<LessonFacts lesson={lesson} />}>
      <Testimonials items={lesson.testimonials} />
    </ArticleView>
  )
}
