// https://vike.dev/data — server only: an academy lesson (spec §2 /academy/{lesson}/): the article view plus lesson
// number, duration, level, accreditation points and testimonials.
import type { PageContextServer } from 'vike/types'
import { articleView } from '#content/article-view.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('lesson', pageContext)
  const lesson = entityOf(found.s, 'lessons', found.route)
  return {
    meta: entityMeta('lesson', found.path, lesson),
    view: articleView(found.s, lesson, 'lessons', { lessonOrder: true }),
    lesson: {
      number: lesson.lessonNumber,
      durationMinutes: lesson.durationMinutes,
      level: lesson.level,
      accreditationPoints: lesson.accreditationPoints,
      testimonials: lesson.testimonials,
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
