//! The online server (`kingdomino-server`, and `kingdomino-duel serve`). Headless (no window, no
//! GPU, no Bevy): it runs the rules engine for every room, over WebSocket at `/play`, and can
//! serve the web build's files on the same port so one command hosts the whole game.

mod board_pages;
mod budgets;
pub mod cli;
mod connection;
mod expiry;
mod gate;
pub mod hub;
mod incoming;
mod limits;
mod listening;
pub mod loadtest;
pub mod local_redis;
mod log;
mod metrics;
mod pairing;
mod proxies;
pub mod ratings;
mod redis_store;
mod relay;
mod seek_proofs;
mod sqlite_store;
mod stand_in;
pub mod store;
mod store_clock;
mod store_link;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use tower_http::services::ServeDir;

pub use gate::Caps;
use gate::Gate;
use hub::boards::Boards;
use hub::{Hub, HubOptions};
use kingdomino_core::games::{EachGame, SharedRules};
use kingdomino_core::online::protocol::{MAX_MESSAGE_BYTES, PLAY_PATH};
use kingdomino_core::online::proving;
use listening::{Door, HeldPass};
use metrics::{Metrics, Refusal};
use proxies::TrustedProxies;
use sqlite_store::SqliteStore;
use store::{RoomStore, StoreAddress};

/// How often idle rooms are let go.
const SWEEP_EVERY: Duration = Duration::from_secs(30);

/// How often the rooms' move clocks are read.
const CLOCK_EVERY: Duration = Duration::from_secs(1);

/// Where an operator's monitoring reads the server's counts.
pub const METRICS_PATH: &str = "/metrics";

pub struct ServeOptions {
    /// The program's name, which starts every line the server says.
    pub program: &'static str,
    pub bind: String,
    pub port: u16,
    /// The SQLite file rooms are kept in.
    pub store: StoreAddress,
    /// The web build's folder, served at `/`.
    pub web: Option<PathBuf>,
    /// Each game's rule set, for its rooms.
    pub rules: EachGame<SharedRules>,
    pub hub: HubOptions,
    /// The most connections open at once, in all and per address.
    pub caps: Caps,
    /// How long a WebSocket may stay silent before it counts as dropped.
    pub silence: Duration,
    /// The proxies whose `X-Forwarded-For` gives a player's address, for the per-address
    /// limits.
    pub proxies: TrustedProxies,
}

#[derive(Clone)]
struct Shared {
    hub: Arc<Mutex<Hub>>,
    boards: Arc<Mutex<Boards>>,
    connections: Arc<AtomicU64>,
    gate: Gate,
    metrics: Metrics,
    proxies: Arc<TrustedProxies>,
    silence: Duration,
}

/// Runs the server until it is stopped; an error when it cannot start.
pub fn run(options: ServeOptions) -> Result<(), String> {
    // Many threads: a task waiting on the hub (or the hub a moment on its store) never holds
    // up the others' pings and `/metrics`.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|error| format!("cannot start the server's runtime: {error}"))?;
    runtime.block_on(serve(options))
}

async fn serve(options: ServeOptions) -> Result<(), String> {
    log::name_program(options.program);
    let store = RoomStore::open(&options.store)?;
    let expiry = store.expiry()?;
    let boards = Boards::new(store.reader()?);
    let (stand_ins, stand_in_turns) = tokio::sync::mpsc::channel(stand_in::QUEUED);
    let metrics = Metrics::default();
    let shared = Shared {
        hub: Arc::new(Mutex::new(Hub::new(
            options.rules,
            store,
            options.hub,
            stand_ins,
            metrics.clone(),
        ))),
        boards: Arc::new(Mutex::new(boards)),
        connections: Arc::new(AtomicU64::new(0)),
        gate: Gate::new(options.caps),
        metrics,
        proxies: Arc::new(options.proxies),
        silence: options.silence,
    };
    let mut router = Router::new()
        .route(PLAY_PATH, get(upgrade))
        .route(METRICS_PATH, get(metrics_text))
        .route(board_pages::LEADERBOARD_PATH, get(board_pages::leaderboard))
        .route(board_pages::PLAYERS_PATH, get(board_pages::player));
    if let Some(folder) = &options.web {
        if !folder.join("index.html").is_file() {
            return Err(format!(
                "--web {}: no index.html there (build it with web/build.sh)",
                folder.display()
            ));
        }
        router = router.fallback_service(web_files(folder));
    }
    let router = router.with_state(shared.clone());
    let listener = tokio::net::TcpListener::bind((options.bind.as_str(), options.port))
        .await
        .map_err(|error| {
            format!(
                "cannot listen on {}:{}: {error}",
                options.bind, options.port
            )
        })?;
    let address = listener
        .local_addr()
        .map_err(|error| format!("cannot read the address listened on: {error}"))?;
    println!("{}: serving on {address}", options.program);
    log::say(&format!("rooms kept in {}", options.store));
    tokio::spawn(sweep(Arc::clone(&shared.hub)));
    if let Some(expiry) = expiry {
        tokio::spawn(expiry::expire(expiry, SWEEP_EVERY, SqliteStore::expire));
    }
    tokio::spawn(run_clocks(Arc::clone(&shared.hub)));
    // Servers sharing a Redis pass their rooms' news to each other: any serves any player.
    if let StoreAddress::Redis(url) = &options.store {
        let (heard, news) = tokio::sync::mpsc::channel(relay::QUEUED);
        relay::listen(url.clone(), heard);
        let clock = hub::with(&shared.hub, |hub| hub.clock());
        tokio::spawn(store_clock::follow(url.clone(), clock));
        tokio::spawn(relay::pass_on(Arc::clone(&shared.hub), news));
    }
    tokio::spawn(stand_in::play_stand_ins(
        Arc::clone(&shared.hub),
        stand_in_turns,
    ));
    let door = Door {
        gate: shared.gate.clone(),
        metrics: shared.metrics.clone(),
        proxies: Arc::clone(&shared.proxies),
    };
    listening::accept(listener, router, door).await;
    Ok(())
}

/// The web build's files. web/build.sh writes a Brotli and a gzip copy beside each: a browser
/// gets the smallest it accepts, with the file's own Content-Type.
fn web_files(folder: &std::path::Path) -> ServeDir {
    ServeDir::new(folder)
        .precompressed_br()
        .precompressed_gzip()
}

async fn upgrade(
    upgrade: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Extension(held): Extension<HeldPass>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    let address = SocketAddr::new(
        shared.proxies.player_address(peer.ip(), &headers),
        peer.port(),
    );
    let pass = match held.take() {
        // A proxy's socket was counted for no address: it counts for the player now.
        Some(pass) if shared.proxies.trusts(peer.ip()) => {
            drop(pass);
            shared.gate.enter(Some(address.ip()))
        }
        Some(pass) => Ok(pass),
        None => shared.gate.enter(Some(address.ip())),
    };
    let Ok(pass) = pass else {
        shared.metrics.refused(Refusal::Connections);
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from this address",
        )
            .into_response();
    };
    let caller = connection::Caller {
        id: shared.connections.fetch_add(1, Ordering::Relaxed),
        address,
        server_name: server_name(&headers, shared.proxies.trusts(peer.ip())),
        hub: shared.hub,
        boards: shared.boards,
        metrics: shared.metrics,
        place: pass,
        silence: shared.silence,
    };
    upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| connection::serve(socket, caller))
}

/// This server's name as its player dialled it, which a rated seeker's signature names: the
/// `Host` the WebSocket was asked of (a trusted proxy's `X-Forwarded-Host`, when it sends one).
fn server_name(headers: &HeaderMap, from_a_trusted_proxy: bool) -> String {
    let forwarded = from_a_trusted_proxy
        .then(|| headers.get("x-forwarded-host"))
        .flatten();
    let host = forwarded.or_else(|| headers.get(header::HOST));
    proving::server_name(
        host.and_then(|value| value.to_str().ok())
            .unwrap_or_default(),
    )
}

/// The server's counts in Prometheus' text format.
async fn metrics_text(State(shared): State<Shared>) -> Response {
    // Asked without waiting: a hub busy this instant gives the count of a moment ago.
    if let Ok(hub) = shared.hub.try_lock() {
        shared.metrics.saw_rooms(hub.live_rooms());
    }
    let text = shared
        .metrics
        .render(shared.metrics.rooms(), shared.gate.open());
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        text,
    )
        .into_response()
}

async fn run_clocks(hub: Arc<Mutex<Hub>>) {
    let mut every = tokio::time::interval(CLOCK_EVERY);
    loop {
        every.tick().await;
        hub::guarded(&hub, "the rooms' clocks", |hub| {
            let now = hub.now();
            hub.run_clocks(now);
            hub.renew_seekers(now);
            hub.keep_waiting_rooms();
            hub.rate_waiting_rooms();
            hub.count_rooms();
        });
    }
}

async fn sweep(hub: Arc<Mutex<Hub>>) {
    let mut every = tokio::time::interval(SWEEP_EVERY);
    loop {
        every.tick().await;
        let swept = hub::guarded(&hub, "letting idle rooms go", Hub::sweep);
        if let Some(Err(error)) = swept {
            log::say(&format!("the store failed while expiring rooms: {error}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::body::Body;
    use axum::http::{Request, StatusCode, header};

    use super::*;

    #[test]
    fn a_browser_gets_the_web_build_s_smallest_copy_it_accepts() {
        let folder = std::env::temp_dir().join(format!("kingdomino-web-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        for (name, bytes) in [
            ("game_bg.wasm", &b"the wasm itself"[..]),
            ("game_bg.wasm.br", b"brotli"),
            ("game_bg.wasm.gz", b"gzip"),
        ] {
            std::fs::write(folder.join(name), bytes).unwrap();
        }
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        for (accepted, encoding, body) in [
            ("gzip, deflate, br", Some("br"), &b"brotli"[..]),
            ("gzip", Some("gzip"), b"gzip"),
            ("identity", None, b"the wasm itself"),
        ] {
            let request = Request::get("/game_bg.wasm")
                .header(header::ACCEPT_ENCODING, accepted)
                .body(Body::empty())
                .unwrap();
            let response = runtime
                .block_on(web_files(&folder).try_call(request))
                .unwrap();
            assert_eq!(response.status(), StatusCode::OK, "{accepted}");
            assert_eq!(
                response.headers()[header::CONTENT_TYPE],
                "application/wasm",
                "{accepted}"
            );
            assert_eq!(
                response
                    .headers()
                    .get(header::CONTENT_ENCODING)
                    .map(|value| value.to_str().unwrap()),
                encoding,
                "{accepted}"
            );
            let sent = runtime
                .block_on(axum::body::to_bytes(
                    Body::new(response.into_body()),
                    1 << 20,
                ))
                .unwrap();
            assert_eq!(&sent[..], body, "{accepted}");
        }
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
