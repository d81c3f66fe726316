import type { MachineModel } from '../model';
import { captureLifecycleModel } from './capture-lifecycle.model';
import { exitModel } from './exit.model';
import { historyThrottleModel } from './history-throttle.model';
import { logBufferModel } from './log-buffer.model';
import { logoutModel } from './logout.model';
import { menuPermissionModel } from './menu-permission.model';
import { noteAutosaveModel } from './note-autosave.model';
import { routeGuardModel } from './route-guard.model';
import { sessionModel } from './session.model';
import { uploadFileModel } from './upload-file.model';

/** Every machine's model, in the order a session lives them (docs/machines/README.md). */
export const machineModels: readonly MachineModel[] = [
  sessionModel,
  routeGuardModel,
  menuPermissionModel,
  logoutModel,
  exitModel,
  logBufferModel,
  historyThrottleModel,
  noteAutosaveModel,
  uploadFileModel,
  captureLifecycleModel,
];
