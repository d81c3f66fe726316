import type { ltiRegistrationMessagesEn } from './messages-lti-registration-en';

export const ltiRegistrationMessagesZh: Record<keyof typeof ltiRegistrationMessagesEn, string> = {
  'ltiRegistration.doneTitle': 'Lectern 已完成登记',
  'ltiRegistration.done': 'Lectern 与 {platform} 已互相登记。可以关闭此窗口，把 Lectern 添加到课程中。',
  'ltiRegistration.noDeployment': '学习平台没有告知它创建的部署：首次启动前，请 Lectern 管理员在 Lectern 的 LTI 页面添加其部署 ID。',
  'ltiRegistration.failedTitle': 'Lectern 无法完成登记',
  'ltiRegistration.hint': '如果此登记地址已失效，请向本校 Lectern 管理员索取新的地址，并告知 {reference}。',
  'ltiRegistration.refused.request': '学习平台没有告知其配置所在的地址。',
  'ltiRegistration.refused.invite': '此登记地址未知、已使用或已过期。',
  'ltiRegistration.refused.configuration': '无法读取学习平台的配置，或配置缺少 LTI 1.3 要求的内容。',
  'ltiRegistration.refused.registration': '学习平台拒绝了 Lectern 的登记，或返回了 Lectern 无法读取的内容。',
  'ltiRegistration.refused.duplicate': '此学习平台已在本校 Lectern 中登记。',
  'lti.registration.title': '通过一个地址登记',
  'lti.registration.intro':
    '如果平台支持 LTI 动态登记（Moodle 4.1 及以上、Canvas、Brightspace），在此生成一个地址并粘贴到平台中：双方将互相登记，无需复制任何字段。该地址只能使用一次，24 小时内有效。',
  'lti.registration.make': '生成登记地址',
  'lti.registration.made': '登记地址，有效期至 {time}',
  'lti.registration.failed': '无法生成地址：{message}',
};
