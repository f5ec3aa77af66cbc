import { describe, expect, it } from 'vitest'
import type { Notification } from '#content/layout.ts'
import { notificationColors, notificationsFor, notificationsKey } from './notifications.ts'

const general: Notification = { text: 'Herfst: esdoornzaden', icon: 'exclamation', backgroundColor: 'orange' }
const finder: Notification = { text: 'Spoed? Bel je dierenarts', icon: 'exclamation', backgroundColor: 'red' }

describe('notifications', () => {
  it('shows the general notifications on ordinary pages', () => {
    expect(
      notificationsFor({ notifications: [general], finderNotification: finder, showFinderNotification: true }, false),
    ).toEqual([general])
  })

  it('shows only the finder notification on finder pages, and only when switched on', () => {
    expect(
      notificationsFor({ notifications: [general], finderNotification: finder, showFinderNotification: true }, true),
    ).toEqual([finder])
    expect(
      notificationsFor({ notifications: [general], finderNotification: finder, showFinderNotification: false }, true),
    ).toEqual([])
    expect(notificationsFor({ notifications: [general], showFinderNotification: true }, true)).toEqual([])
  })

  it('remembers closing per text, so a new notification shows again', () => {
    expect(notificationsKey([general])).toBe(notificationsKey([{ ...general }]))
    expect(notificationsKey([general])).not.toBe(notificationsKey([finder]))
  })

  it('maps CMS colour names and hex values', () => {
    expect(notificationColors('red').text).toBe('#ffffff')
    expect(notificationColors('#123456').background).toBe('#123456')
    expect(notificationColors('whatever').background).toBe('var(--color-primary-light)')
  })
})
