/** Editorial content of the demo tenants: home banners, help articles and external MOOC courses. */

export const BANNERS = [
  { title: 'Live lessons, right now', subtitle: 'Join a class from anywhere on campus', link: '/list-live' },
  { title: 'Missed a lesson?', subtitle: 'Every recorded lesson, with notes pinned to the minute', link: '/list-video' },
  { title: 'Your week at a glance', subtitle: 'Open your timetable', link: '/personal-center/my-schedule' },
  { title: 'New to Lectern?', subtitle: 'A five-minute tour in the help centre', link: '/help-center' },
];

export const HELP_ARTICLES = [
  {
    category: 'Getting started', title: 'Signing in',
    body: 'Sign in with your user name and password. If your password is still your student or staff number, you will be asked to choose a new one.',
  },
  {
    category: 'Getting started', title: 'Finding a lesson',
    body: 'Use the search box at the top of every page: course name, classroom or teacher. **Search** offers filters by department, tag and term.',
  },
  {
    category: 'Playback', title: 'Switching camera and screen',
    body: 'Recorded lessons may have several roads: the teacher camera, the screen and sometimes the student camera. Pick one under the player.',
  },
  {
    category: 'Playback', title: 'Captions',
    body: 'Turn captions on or off from the player. Size and colour are remembered for your next lesson.',
  },
  {
    category: 'Notes', title: 'Time-point marks',
    body: 'While watching, add a mark to your note: it records the current time and a short remark (20 characters at most). Click it later to jump back.',
  },
  {
    category: 'Uploads', title: 'Uploading a video',
    body: 'Teachers can upload videos of any size: files are sent in 10 MB chunks, and an interrupted upload resumes where it stopped. Do not close the page while uploading.',
  },
  {
    category: 'Account', title: 'Signing out everywhere',
    body: 'Signing out in one tab signs you out in every tab of the browser.',
  },
];

export const MOOC_COURSES = [
  { title: 'Calculus I', provider: 'Superstar MOOC', teacher: 'Prof. Zhang Hua 张华', url: 'https://mooc.example.edu/courses/calculus-1' },
  { title: 'Introduction to Data Science', provider: 'XuetangX', teacher: 'Dr. Wu Jie 吴杰', url: 'https://mooc.example.edu/courses/data-science' },
  { title: 'College Physics: Mechanics', provider: 'icourse163', teacher: 'Prof. Sun Li 孙丽', url: 'https://mooc.example.edu/courses/mechanics' },
  { title: 'Academic English Writing', provider: 'Superstar MOOC', teacher: 'Dr. Emma Clarke', url: 'https://mooc.example.edu/courses/academic-writing' },
  { title: 'Chinese Calligraphy 中国书法', provider: 'icourse163', teacher: 'Prof. Lin Tao 林涛', url: 'https://mooc.example.edu/courses/calligraphy' },
];
