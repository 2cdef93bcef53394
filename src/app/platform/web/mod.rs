//! The browser page around the game: its address's `?autoplay=1&seed=S`, `?lang=`, `?server=`
//! and `?room=`, whether its pointer is a finger, and the page's loading indicator, which stays
//! while the assets load and gives way once the title is drawn.

mod reader;
mod targets;

use bevy::prelude::*;

use crate::app::autoplay::GameAsked;
use crate::app::choices::TouchPlay;
use crate::app::online::OnlineRequest;
use crate::app::states::{Autoplay, Screen, Seat};
use kingdomino_core::ai::Level;
use kingdomino_core::online::RoomCode;

/// The page's canvas (`web/index.html`); Bevy sizes it to its parent, the whole window.
pub(crate) const CANVAS_SELECTOR: &str = "#game";

/// The element `web/index.html` shows while the wasm downloads and starts.
const LOADING_INDICATOR_ID: &str = "loading";

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((reader::plugin, targets::plugin));
    app.insert_resource(TouchPlay(finger_is_the_pointer()));
    app.add_systems(PostStartup, set_cameras_drawing::<false>);
    app.add_systems(OnExit(Screen::Loading), set_cameras_drawing::<true>);
    app.add_systems(
        Last,
        remove_loading_indicator.run_if(not(in_state(Screen::Loading)).and_then(run_once)),
    );
}

/// The page's own indicator says the game loads, so the canvas draws nothing until the title:
/// a browser that composites the canvas on the CPU pays for every frame drawn (a quarter of a
/// second each at 1280x720 in the headless test), and the loading screen takes several.
fn set_cameras_drawing<const DRAWING: bool>(mut cameras: Query<&mut Camera>) {
    for mut camera in &mut cameras {
        camera.is_active = DRAWING;
    }
}

/// Whether the page's main pointer is a finger (a phone's or a tablet's): then the help speaks
/// of taps from the first screen, before the first tap.
fn finger_is_the_pointer() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches())
}

/// What the page's address asks for, with a console warning for each value that makes no sense.
pub fn autoplay_from_page() -> Option<Autoplay> {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let (autoplay, warnings) = Autoplay::from_query(&query);
    for warning in warnings {
        web_sys::console::warn_1(&format!("kingdomino-duel: {warning}").into());
    }
    autoplay
}

/// The language the page's address asks for (`?lang=fr`), over the settings' choice.
pub fn language_from_page() -> Option<String> {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|parameter| parameter.strip_prefix("lang="))
        .filter(|code| !code.is_empty())
        .map(str::to_string)
}

/// The online server: the page's `?server=` (`HOST:PORT` or a `ws://`/`wss://` address), else
/// the server the page came from (`kingdomino-duel serve --web`), over `wss` on an https page.
pub fn server_from_page() -> String {
    let location = web_sys::window().map(|window| window.location());
    let query = location
        .as_ref()
        .and_then(|location| location.search().ok())
        .unwrap_or_default();
    let asked = query
        .trim_start_matches('?')
        .split('&')
        .find_map(|parameter| parameter.strip_prefix("server="))
        .filter(|server| !server.is_empty());
    if let Some(server) = asked {
        return server.to_string();
    }
    let host = location
        .as_ref()
        .and_then(|location| location.host().ok())
        .unwrap_or_default();
    let secure = location
        .as_ref()
        .and_then(|location| location.protocol().ok())
        .is_some_and(|protocol| protocol == "https:");
    let scheme = if secure { "wss" } else { "ws" };
    format!(
        "{scheme}://{host}{}",
        kingdomino_core::online::protocol::PLAY_PATH
    )
}

/// The room the page's address names (`?room=CODE`, the link a room's maker passes on): joined
/// at once, by the computer with `autoplay=1`; or watched (`?watch=CODE`). A code that cannot
/// be one is warned about.
pub fn online_from_page(server: &str, autoplay: Option<Autoplay>) -> Option<OnlineRequest> {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let parameter = |name: &str| {
        query
            .trim_start_matches('?')
            .split('&')
            .find_map(|parameter| parameter.strip_prefix(name)?.strip_prefix('='))
            .map(str::to_string)
    };
    let (code, watching) = match (parameter("watch"), parameter("room")) {
        (Some(code), _) => (code, true),
        (None, Some(code)) => (code, false),
        (None, None) => return None,
    };
    let room = match RoomCode::parse(&code) {
        Ok(room) => room,
        Err(problem) => {
            let asked = if watching { "watch" } else { "room" };
            let warning = format!("kingdomino-duel: {asked}={code} in the page address: {problem}");
            web_sys::console::warn_1(&warning.into());
            return None;
        }
    };
    let local = match (watching, autoplay) {
        (true, _) => Seat::Remote,
        (false, Some(_)) => Seat::Computer(Level::Expert),
        (false, None) => Seat::Human,
    };
    // The room's game (`game=NAME&players=N`), as `Autoplay` reads it (and then warns).
    let (game, warnings) = GameAsked::from_query(&query);
    for warning in warnings.iter().filter(|_| autoplay.is_none()) {
        web_sys::console::warn_1(&format!("kingdomino-duel: {warning}").into());
    }
    Some(OnlineRequest {
        server: server.to_string(),
        room: Some(room),
        create: !watching,
        name: "Player".into(),
        local,
        exit_when_done: false,
        game,
        computers: Vec::new(),
    })
}

/// The address a room's link starts from: this page's, without its query.
pub fn page_address() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!(
        "{}{}",
        location.origin().ok()?,
        location.pathname().ok()?
    ))
}

/// The page removes the indicator in the same task as the canvas draws the title's first
/// frame, so the browser shows both changes at once: no blank canvas between them.
fn remove_loading_indicator() {
    let indicator = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(LOADING_INDICATOR_ID));
    if let Some(indicator) = indicator {
        indicator.remove();
    }
}
