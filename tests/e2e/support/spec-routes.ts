// The routes of spec 001 §2, for the signed-in walk (walk.spec.ts).
// {id} routes get a real id; the message lists, the content-production prefixes and the 2.0
// report variants are expanded.
//
// PENDING_ROUTES: spec routes not built yet (none today). A route here still ends at 404; each
// leaves this set the day its screen lands, and the test then visits it too.
export const PENDING_ROUTES = new Set<string>([
]);

const REPORTS = ['manuscriptShows', 'todayReport', 'todayChoose', 'newPublish', 'fileSource', 'reportDetails', 'chooseDetails', 'hotList', 'hotArticle', 'resourceMap'];
const MESSAGE_LISTS = ['create', 'invitation', 'comment', 'politics', 'follow', 'collection', 'like', 'warning', 'contribution', 'explosive', 'clue'];

/** Every route of spec 001 §2 ({id} filled in by the test). */
export function specRoutes(ids: { news: number; details: number }): string[] {
  return [
    '/login',
    '/login/demo',
    '/login4token',
    '/dashboard/index',
    '/terminal/shop/list',
    '/terminal/app/list',
    '/terminal/special/publish/list',
    '/show',
    `/newsDetails/${ids.news}`,
    '/newsDetails',
    `/review/preview?id=${ids.news}`,
    `/review/previewCopy?id=${ids.news}`,
    '/upload',
    '/screenList',
    '/liveView',
    '/liveViewAudio',
    '/bigscreen',
    '/broadcast',
    '/cloudGuide/preview',
    '/contentManagement/filelibrary/preview',
    '/activityManagement/preview',
    '/activityList/preview',
    '/applicationPay/preview',
    ...REPORTS.flatMap((r) => [`/${r}`, `/${r}2`]),
    '/newMediaScreen',
    '/newMediaScreenXy',
    '/mergeScreen',
    '/collaborativeTasks',
    '/askingQuestions/list',
    '/answer/list',
    '/goLuckDraw',
    '/goLotteryDraw',
    '/goLotteryDraw2',
    '/winningList',
    '/addOrEditlist',
    '/addOrEdit',
    '/certificationDetails',
    '/rechargeRecord',
    '/RechargePayment',
    '/courseAdd',
    '/courseManagement',
    '/seriesCourses',
    '/courseClassification',
    '/seriesCoursesAdd',
    '/manuscript',
    '/home5566/index',
    `/details/${ids.details}`,
    '/noPermission',
    '/excessive',
    '/cloudLiveBroadcast/channelMinitor',
    '/user/center',
    '/fusionRelease/webRelease/list',
    '/fusionRelease/appRelease/list',
    ...MESSAGE_LISTS.map((m) => `/message/${m}/list`),
    '/contentProduction/manuscripts',
    '/contentProduction/newAtlas',
    '/contentProduction/newVideo',
    '/contentProduction/newAudio',
    '/contentProduction/externalLinks',
    '/contentManagement/cloudLiveBroadcast/liveBroadcastActivities',
    '/contentManagement/cloudLiveBroadcast/tvLiveBroadcast',
    '/contentManagement/cloudLiveBroadcast/liveBroadcastRadioStation',
    '/contentManagement/cloudLiveBroadcast/liveVroadcastFictitious',
    ...[1, 2, 3, 4, 5].map((type) => `/contentProduction/review/${type}`),
  ];
}
