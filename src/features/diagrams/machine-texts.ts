// The Chinese names of the 流程图 page (帮助 → 流程图, menu 250): each machine of src/machines
// with a name and a one-line description a product manager reads, and a Chinese label for each
// of its states (shown on the diagram above the state's id). The diagrams themselves stay
// generated from the machine definitions; these are only their captions. A machine or a state
// without a Chinese text fails src/features/diagrams/machine-texts.test.ts.

export interface MachineText {
  /** What the product calls it (节目单编辑). */
  name: string;
  /** One line: what it covers (一天节目单的编辑、撤销、校验与保存). */
  description: string;
  /**
   * Labels of this machine's states, by full path ('editing.server.failed') or by key ('failed');
   * a key not given here takes {@link COMMON_STATE_LABELS}.
   */
  states?: Record<string, string>;
}

/** Labels of the state keys many machines share, where they mean the same. */
export const COMMON_STATE_LABELS: Record<string, string> = {
  action: '操作',
  active: '运行中',
  adding: '添加中',
  answering: '回答中',
  asking: '询问中',
  at: '定时',
  checking: '检查中',
  closed: '已关闭',
  confirmed: '已确认',
  confirming: '等待确认',
  conflict: '版本冲突',
  connecting: '连接中',
  copying: '复制中',
  creating: '新建中',
  deleting: '删除中',
  done: '已完成',
  editing: '编辑中',
  empty: '无数据',
  expired: '已过期',
  failed: '加载失败',
  idle: '空闲',
  list: '列表',
  loaded: '已加载',
  loading: '加载中',
  loggedOut: '已退出',
  loggingIn: '登录中',
  open: '已打开',
  opening: '打开中',
  pause: '已暂停',
  reading: '标记已读中',
  ready: '就绪',
  removing: '删除中',
  restoring: '恢复中',
  running: '执行中',
  saved: '已保存',
  saving: '保存中',
  sending: '发送中',
  showing: '显示中',
  signedIn: '已登录',
  start: '判断起始状态',
  starting: '启动中',
  stopped: '已停止',
  submitting: '提交中',
  uploading: '上传中',
  wait: '等待',
  waiting: '等待首次加载',
};

/** Every machine of src/machines, by machine id. */
export const MACHINE_TEXTS: Record<string, MachineText> = {
  activityEditor: {
    name: '活动编辑',
    description: '新建或编辑抽奖活动：表单规则先校验，再保存；已抽奖的活动保留奖项与参与者',
    states: { start: '新建或编辑' },
  },
  audienceForm: {
    name: '读者投稿表单',
    description: '读者页的我要投稿、我要报料、我要问政：填写、逐个上传图片视频、提交',
    states: { editing: '填写中', next: '下一个文件', done: '已提交' },
  },
  avatarUpload: {
    name: '头像上传',
    description: '个人中心选择图片，检查格式与大小后上传为头像',
  },
  call: {
    name: '音视频通话',
    description: '登录通话服务后的邀请、响铃、通话与解散',
    states: { loggedOut: '未登录', online: '在线', inviting: '邀请中', ringing: '响铃中', inCall: '通话中', dissolved: '已解散' },
  },
  changePassword: {
    name: '修改密码',
    description: '修改密码对话框：校验、提交，成功后清除会话并重新登录',
    states: { editing: '填写中', done: '已修改，即将重新登录' },
  },
  channelMonitor: {
    name: '通道监控',
    description: '所有直播通道的状态与信号（无信号、信号恢复，可开声音提醒），定时刷新并随消息推送更新，在播放器中观看其中一路',
  },
  clipboardCopy: {
    name: '复制到剪贴板',
    description: '复制播放地址、推流地址或文件链接，并提示结果',
  },
  collabTasks: {
    name: '协同任务',
    description: '协同任务列表的筛选与翻页（离开后记住），新建、接受、拒绝、完成与删除',
    states: { recalling: '恢复上次筛选', preparing: '加载成员', creating: '填写新任务' },
  },
  commentQueue: {
    name: '评论审核',
    description: '评论审核队列：筛选、分页、通过、隐藏、置顶、回复、禁言与删除',
    states: { replying: '回复中' },
  },
  contentColumns: {
    name: '栏目管理',
    description: '一个门户的栏目树：新增、改名、移动、排序与删除，每次改动后重新加载',
  },
  contentDetail: {
    name: '稿件详情',
    description: '预览页与审核对话框（及其三审进度）加载的一篇稿件，可重新加载',
  },
  contentReport: {
    name: '稿件报表数据',
    description: '稿件报表与报表2.0各页的数据：按页面的来源加载，可刷新',
  },
  publicNews: {
    name: '公开文章',
    description: '公开文章页（无需登录）按编号加载一篇已发布的文章，失败后可重试',
  },
  latestNews: {
    name: '门户最新列表',
    description: '公开的门户最新发布列表（无需登录），按域名加载',
  },
  publishStats: {
    name: '发布统计',
    description: '发布统计的加载',
  },
  storyAudit: {
    name: '稿件智能审核',
    description: '审核对话框中对已存稿件的智能审核（违禁词）',
  },
  contentEditor: {
    name: '稿件编辑',
    description: '稿件的加载、本地草稿、自动保存、冲突处理、导入 Word 与提交审核',
    states: {
      offer: '提示恢复本地草稿',
      discarding: '丢弃本地草稿中',
      'editing.server': '服务器保存',
      'editing.server.dirty': '有未保存的修改',
      'editing.server.refused': '保存被拒绝',
      'editing.server.failed': '保存失败，稍后重试',
      'editing.local': '本地副本',
      'editing.local.clean': '已写入本地',
      'editing.local.pending': '待写入',
      'editing.local.writing': '写入本地中',
      'editing.review': '审核动态',
      'editing.review.reloading': '重新加载中',
      'editing.cover': '封面',
      importing: '导入 Word 中',
      submitting: '提交审核中',
      submitted: '已提交审核',
    },
  },
  contentHistory: {
    name: '稿件历史',
    description: '稿件的修订与状态记录，选两个版本比较，恢复旧版本（先询问）',
  },
  contentList: {
    name: '稿件列表',
    description: '内容列表的筛选、分页、批量选择与操作，定时发布或下架的行倒计时，加载失败可重试',
    states: { 'idle.still': '无定时项', 'idle.counting': '倒计时中', failed: '加载失败' },
  },
  proofDict: {
    name: '纠错词典',
    description: '配置中心的本单位纠错词：添加（同一易错词即修改）、修改、删除前确认；被拒时保留所填内容',
    states: { loading: '加载中', failed: '加载失败', ready: '就绪', saving: '保存中', confirming: '确认删除', removing: '删除中' },
  },
  contentChecks: {
    name: '智能审核与文本纠错',
    description: '保存后列出违禁词，提交被拒时审核人可填写理由仍要提交；文本纠错的建议逐条或全部采纳',
    states: {
      audit: '智能审核',
      idle: '空闲',
      checking: '检查中',
      refused: '提交被拒',
      overriding: '填写理由',
      proof: '文本纠错',
      closed: '未打开',
      running: '纠错中',
      shown: '显示建议',
    },
  },
  contentLock: {
    name: '编辑锁',
    description: '稿件的软编辑锁：打开时获取、定时续期、他人编辑时提示并可接管',
    states: {
      none: '无需加锁',
      active: '使用中',
      acquiring: '获取锁中',
      holding: '持有锁',
      renewing: '续期中',
      heldByOther: '他人正在编辑',
      taking: '接管中',
      lost: '锁已失去',
      failed: '加锁失败',
    },
  },
  contentPreview: {
    name: '稿件预览',
    description: '以手机或电脑的宽度预览读者将看到的稿件',
    states: { phone: '手机宽度', desktop: '电脑宽度' },
  },
  contentReview: {
    name: '稿件审核与发布',
    description: '稿件从草稿、送审、通过或驳回，到发布、下架的生命周期',
    states: {
      draft: '草稿',
      submitting: '送审中',
      waiting: '待审核',
      approving: '通过中',
      rejecting: '驳回中',
      stale: '稿件已被修改',
      passedLevel: '本级通过，进入下一级',
      sentBack: '退回之前的级别',
      rejected: '已驳回',
      resubmitting: '重新送审中',
      approved: '已通过',
      releasing: '发布中',
      published: '已发布',
      takingDown: '下架中',
      shelved: '已下架',
      backToReview: '退回待审核',
    },
  },
  reviewChain: {
    name: '三审流程',
    description: '稿件逐级审核（初审、复审、终审）：只有该级的审核人可以通过或退回，退回给作者或之前的级别须写明原因，最后一级通过后才能发布',
    states: {
      draft: '草稿',
      inReview: '逐级审核中',
      rejected: '退回作者',
      approved: '终审通过',
      released: '已发布',
    },
  },
  reviewFlowSettings: {
    name: '审核流程设置',
    description: '按稿件类型设置一至三级审核（名称和可审核的角色）并保存',
    states: { loading: '加载中', failed: '加载失败', editing: '编辑中', saving: '保存中' },
  },
  contentRevisionDiff: {
    name: '版本比较',
    description: '加载稿件的两个版本，逐词或逐字比较差异',
  },
  contributionQueue: {
    name: '投稿审核',
    description: '读者投稿队列：筛选、阅读全文、采用为草稿、退回与删除',
    states: { returning: '退回中' },
  },
  copySchedule: {
    name: '复制节目单',
    description: '按天或按周把节目单复制到其他日期：先预览每个目标日现有与复制后的节目单，确认后服务器一次完成',
    states: { editing: '选择日期', previewing: '生成预览', reviewing: '核对预览', done: '已复制' },
  },
  courseEditor: {
    name: '课程编辑',
    description: '课程或系列课的名称、简介、分类与条目（添加、排序、删除），校验后保存',
  },
  dashboard: {
    name: '控制台',
    description: '控制台页面的租户概况与本人信息，可刷新',
  },
  todoPanel: {
    name: '待我处理',
    description: '控制台上本人可处理事项的数量：加载后随消息推送（稍等片刻合并多次变化）重新读取，读取失败时保留原数',
    states: { ready: '已显示', waiting: '有变化，稍候刷新', refreshing: '刷新中' },
  },
  editForm: {
    name: '设置表单',
    description: '配置中心与个人中心的小表单：加载、编辑、上传图片、保存',
  },
  fileBrowser: {
    name: '文件库浏览',
    description: '文件库与文件夹的浏览、搜索、分页，重命名、移动、复制、删除等对话框，以及拖入文件上传',
    states: { drop: '拖放上传', 'drop.idle': '未拖入文件', 'drop.over': '显示拖放区', 'list.start': '是否已选文件库', 'list.idle': '未选文件库', 'list.empty': '无文件', dialog: '对话框', 'dialog.closed': '无对话框' },
  },
  fileTags: {
    name: '文件标签',
    description: '租户的文件标签：新增、改名、置顶与删除',
  },
  forbiddenList: {
    name: '违禁词与禁言用户',
    description: '违禁词和禁言用户列表：筛选、分页、添加与删除（先询问）',
  },
  form: {
    name: '通用表单',
    description: '小表单的字段、是否已尝试提交与提交本身（没有状态节点）',
  },
  libraryEditor: {
    name: '文件库管理',
    description: '新增分组文件库或其子库、改名、删除（先询问）',
  },
  librarySources: {
    name: '文件库选项',
    description: '文件库选择器的公共、个人与分组文件库，加载一次，可重试',
    states: { start: '是否已提供文件库' },
  },
  liveFigures: {
    name: '实时数据',
    description: '大屏或首页概况的数据，每 10 秒刷新一次',
  },
  screenBoard: {
    name: '播出与新媒体大屏',
    description: '播出大屏的各频道正在播出与下一档、新媒体大屏的各部门发布与阅读排行，每 10 秒刷新一次，失败时保留上次数据',
  },
  liveSocket: {
    name: '直播消息连接',
    description: '直播消息的 WebSocket：心跳检查、断线后退避重连、异常提示',
    states: { active: '连接使用中', 'active.open': '已连接', 'active.open.beating': '心跳中', waiting: '等待重连' },
  },
  liveViewChannels: {
    name: '直播频道列表',
    description: '直播互动管理面板的频道列表与所选频道',
  },
  liveViewInfo: {
    name: '直播公开信息',
    description: '无需登录的直播观看页：加载频道的公开信息',
    states: { checking: '检查频道参数' },
  },
  lotteryDraw: {
    name: '抽奖',
    description: '选择活动与奖项、填写人数、确认后由服务器抽奖并展示记录',
    states: { drawing: '抽奖中' },
  },
  materials: {
    name: '节目素材',
    description: '节目单编辑器左侧的视频与直播素材：搜索、选择文件库、滚动加载更多',
    states: { checking: '检查文件库', noLibrary: '未选文件库' },
  },
  messageBell: {
    name: '消息提醒',
    description: '顶栏的消息中心弹窗：最新未读消息、全部已读、一键打开消息',
    states: { markingAll: '全部标记已读中' },
  },
  messageList: {
    name: '消息列表',
    description: '某一类消息的分页列表：标为已读、删除（先询问）、回复邀请',
    states: { answering: '回复邀请中' },
  },
  messageSettings: {
    name: '消息设置',
    description: '用户接收哪些类型的消息：加载、切换、保存',
  },
  messageSocket: {
    name: '消息中心连接',
    description: '消息中心的 WebSocket：未读计数、新消息通知、心跳与断线重连',
    states: { active: '连接使用中', 'active.open': '已连接', waiting: '等待重连', unauthorized: '登录已失效' },
  },
  navigator: {
    name: '页面跳转',
    description: '外壳内的每次跳转先询问当前页面能否离开，外部菜单打开其地址',
    states: { asking: '询问能否离开' },
  },
  newsComments: {
    name: '文章评论',
    description: '公开文章下已通过的评论与读者发表评论',
    states: { posting: '发表中' },
  },
  newsReactions: {
    name: '点赞、收藏与关注',
    description: '公开文章的点赞与收藏（每位读者一次），以及关注文章所在的栏目',
    states: { reacting: '点赞或收藏中', following: '关注中' },
  },
  orgCommand: {
    name: '组织操作',
    description: '组织管理列表的删除、启停、设为默认、移动等操作，危险操作先确认',
  },
  orgDirectory: {
    name: '组织目录',
    description: '部门树与可分配的角色，改动后重新加载',
  },
  orgForm: {
    name: '组织表单',
    description: '用户、重置密码、部门、租户、水印等表单：规则校验后保存',
  },
  pagedTable: {
    name: '分页表格',
    description: '通用分页表格：首次加载、翻页、改页大小，空页退回上一页，加载失败可重试',
  },
  passageways: {
    name: '直播通道',
    description: '直播通道列表的搜索筛选、新建编辑对话框与删除确认',
    states: { editor: '编辑对话框', remover: '删除', 'list.empty': '无通道' },
  },
  pendingUploads: {
    name: '未完成上传',
    description: '页面重新加载后找到的未完成上传：继续（必要时重新选择文件）或放弃',
    states: { probing: '查询已上传分片', opening: '读取文件中', checking: '核对文件中' },
  },
  politicsUnits: {
    name: '回答单位',
    description: '问政的回答单位：新增、改名、绑定用户与删除',
    states: { naming: '填写名称', loadingBound: '加载已绑定用户', binding: '选择绑定用户' },
  },
  programmeGuide: {
    name: '公开节目单',
    description: '频道今天的节目、正在播出与下一个，定时刷新',
    states: { checking: '检查频道参数' },
  },
  qrConfirm: {
    name: '扫码确认',
    description: '已登录的用户确认另一台设备上的扫码登录',
    states: { checking: '检查票据', missing: '缺少二维码票据', asking: '等待确认', confirming: '确认中', failed: '确认失败' },
  },
  qrLogin: {
    name: '扫码登录',
    description: '获取二维码票据并轮询，直到被确认登录或过期',
    states: { fetching: '获取二维码中', showing: '显示二维码', 'showing.waiting': '等待扫码', 'showing.polling': '查询中', failed: '获取失败' },
  },
  questionList: {
    name: '问政列表',
    description: '问政管理与回答：分配单位、发布、撤回、回答与删除',
    states: { assigning: '分配中' },
  },
  recharge: {
    name: '充值',
    description: '填写金额、创建支付、在支付页付款，显示已支付记录',
    states: { editing: '填写金额', creating: '创建支付中', awaiting: '待支付', paying: '支付中', paid: '已支付' },
  },
  recycleBin: {
    name: '回收站',
    description: '已删除文件的恢复、彻底删除与清空（先询问）',
    states: { 'list.empty': '回收站为空' },
  },
  releaseSchedule: {
    name: '定时发布与下架',
    description: '发布对话框的立即发布或定时发布，以及可选的定时下架',
    states: {
      editing: '设置中',
      'editing.publish': '发布时间',
      'editing.publish.now': '立即发布',
      'editing.publish.at': '定时发布',
      'editing.takeDown': '下架时间',
      'editing.takeDown.off': '不下架',
      'editing.takeDown.at': '定时下架',
    },
  },
  reportClasses: {
    name: '报料分类',
    description: '报料的分类树：新增顶级或子分类、改名、删除（先询问）',
  },
  reportDesk: {
    name: '报料处理',
    description: '报料列表与详情，派发、跟进、办结，电话或来信登记，删除先询问',
    states: { starting: '加载选项', opening: '打开详情中', detail: '查看详情', acting: '填写处理', changing: '处理中', creating: '填写登记', saving: '登记中' },
  },
  roleEditor: {
    name: '角色编辑',
    description: '角色的名称、说明、菜单权限（可搜索、展开与全选）、分开勾选的发布与审核权限、各频道的节目单权限与数据范围，校验后保存',
  },
  scheduleTemplates: {
    name: '节目单模板',
    description: '把某天保存为模板（工作日、周末、节日特别编排），删除模板；按日期范围和星期应用模板，先预览再确认，一次写入',
    states: { previewing: '生成预览', reviewing: '核对预览', applying: '应用中' },
  },
  dayMarks: {
    name: '有节目单的日期',
    description: '读出频道在一段日期内哪些天有节目单，供日期栏与日期选择器标记；保存、复制、应用模板后重读',
    states: {},
  },
  scheduleWeek: {
    name: '一周节目单',
    description: '一个频道周一到周日的节目、空档与填充，前后翻周',
    states: {},
  },
  schedule: {
    name: '节目单编辑',
    description: '一天节目单的编辑、撤销、校验与保存',
    states: {
      checkingRights: '核对频道权限',
      loadFailed: '加载失败',
      checkingDraft: '检查本地草稿',
      draftOffered: '提示恢复草稿',
      'editing.persisting': '暂存草稿中',
      confirmingSwitch: '确认切换',
      loadingConflict: '加载冲突版本',
    },
  },
  sendNotice: {
    name: '发送通知',
    description: '管理员选择接收人、填写标题与内容并发送通知',
    states: { loading: '加载接收人', editing: '填写中' },
  },
  session: {
    name: '登录会话',
    description: '登录、刷新后恢复会话、加载菜单、会话过期与退出登录',
    states: {
      boot: '启动',
      anonymous: '未登录',
      authenticated: '已登录',
      'authenticated.restoring': '恢复会话',
      'authenticated.restoring.user': '用户信息',
      'authenticated.restoring.user.loading': '加载用户中',
      'authenticated.restoring.user.done': '用户已加载',
      'authenticated.restoring.routes': '菜单',
      'authenticated.restoring.routes.loading': '加载菜单中',
      'authenticated.restoring.routes.done': '菜单已加载',
      'authenticated.loadingRoutes': '加载菜单中',
      'authenticated.reloadingRights': '权限变更，重新加载菜单',
      'authenticated.confirmingLogout': '确认退出',
      'authenticated.loggingOut': '退出中',
      expired: '会话过期',
    },
  },
  shopOrder: {
    name: '商城下单',
    description: '填写数量（1–1000 件）、服务器扣减库存并下单',
    states: { editing: '填写数量', placing: '下单中', placed: '已下单' },
  },
  shortcuts: {
    name: '快捷菜单',
    description: '快捷菜单的加载与编辑：添加、删除、拖动排序、搜索与保存',
    states: { closed: '编辑器已关闭', open: '编辑器已打开' },
  },
  smsLogin: {
    name: '短信登录',
    description: '手机号与短信验证码登录：发送后倒计时重发，验证码 5 分钟过期',
    states: {
      sender: '发送验证码',
      'sender.ready': '可发送',
      'sender.cooling': '倒计时',
      form: '登录表单',
      'form.noCode': '未获取验证码',
      'form.hasCode': '已获取验证码',
      'form.hasCode.editing': '填写中',
      'form.hasCode.signingIn': '登录中',
      'form.codeExpired': '验证码已过期',
    },
  },
  tabs: {
    name: '页签',
    description: '已打开页面的页签：去重、关闭（先询问能否离开）、保存与恢复',
    states: { confirmingClose: '确认关闭' },
  },
  theme: {
    name: '主题设置',
    description: '主题风格抽屉：导航样式、顶栏样式、主题色与深色模式',
  },
  tvChannels: {
    name: '直播频道',
    description: '电视、电台、活动与虚拟直播频道的搜索、分页、新建、编辑与删除，加载失败可重试',
  },
  uploadFile: {
    name: '单个文件上传',
    description: '一个文件的哈希、秒传检查、分片上传、合并与登记，可暂停与续传',
    states: {
      wait: '等待上传',
      hashing: '计算哈希',
      checking: '询问服务器',
      uploading: '上传分片',
      merging: '合并分片',
      finishing: '登记入库',
      success: '上传成功',
      secondPass: '秒传完成',
      error: '上传出错',
      resuming: '续传中',
    },
  },
  uploadManager: {
    name: '上传管理器',
    description: '顶栏的上传弹窗：选择文件时打开，全部结束后刷新文件列表并关闭',
    states: { dismissed: '已收起', settling: '即将关闭' },
  },
  uploader: {
    name: '上传队列',
    description: '按顺序逐个上传文件，当前文件上传时下一个文件先计算哈希',
    states: { running: '上传进行中', 'running.pick': '选择下一个', 'running.hash': '计算哈希', 'running.uploading': '上传中', clearing: '清空中' },
  },
  watermarkApply: {
    name: '添加水印',
    description: '为文件库的文件选择水印、预览，再应用生成新版本',
    states: { choosing: '选择中', previewing: '预览中', applying: '应用中' },
  },
  winningList: {
    name: '中奖名单',
    description: '活动的中奖者与抽奖记录：逐条复核，导出 CSV',
    states: { verifying: '复核中', exporting: '导出中' },
  },
};

/** The Chinese label of a state of a machine ('editing.server.failed'), or undefined. */
export function stateLabel(machineId: string, path: string): string | undefined {
  const own = MACHINE_TEXTS[machineId]?.states;
  const key = path.split('.').at(-1) ?? path;
  return own?.[path] ?? own?.[key] ?? COMMON_STATE_LABELS[key];
}

const HAN = /\p{Script=Han}/u;

/**
 * What is missing or stale in {@link MACHINE_TEXTS} for these machines (id and state paths): a
 * machine without a Chinese name or one-line description, a state without a Chinese label, an
 * entry or a state label naming nothing. Empty when every machine is named.
 */
export function textProblems(machines: readonly { id: string; states: readonly string[] }[]): string[] {
  const problems: string[] = [];
  const ids = new Set(machines.map((m) => m.id));
  for (const { id, states } of machines) {
    const t = MACHINE_TEXTS[id];
    if (!t) {
      problems.push(`${id}: no Chinese name and description in MACHINE_TEXTS`);
      continue;
    }
    if (!HAN.test(t.name)) problems.push(`${id}: name "${t.name}" is not Chinese`);
    if (!HAN.test(t.description) || /[\r\n]/.test(t.description)) problems.push(`${id}: description is not one line of Chinese`);
    for (const path of states) if (!HAN.test(stateLabel(id, path) ?? '')) problems.push(`${id}: state ${path} has no Chinese label`);
    const keys = new Set(states.flatMap((path) => [path, path.split('.').at(-1)!]));
    for (const named of Object.keys(t.states ?? {})) if (!keys.has(named)) problems.push(`${id}: labels a state ${named} it does not have`);
  }
  for (const id of Object.keys(MACHINE_TEXTS)) if (!ids.has(id)) problems.push(`${id}: named in MACHINE_TEXTS but no such machine`);
  return problems;
}
