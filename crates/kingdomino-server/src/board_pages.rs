//! The ratings over plain HTTP, as JSON: `GET /leaderboard?game=duel` (a game's top players,
//! `&player=ID` adding that player's own line, `&provisional=1` the provisional players) and `GET /players/NAME%23TAG` (a player's
//! standings and last rated games, each with its record to replay). Each request is charged
//! to the address's allowance of boards, like the same question over the WebSocket.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::Shared;
use super::hub::Ending;
use super::hub::boards::{BoardAsked, Boards};
use super::metrics::Refusal;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::PlayerId;

pub const LEADERBOARD_PATH: &str = "/leaderboard";
pub const PLAYERS_PATH: &str = "/players/{player}";

pub(super) async fn leaderboard(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    uri: Uri,
    State(shared): State<Shared>,
) -> Response {
    let mut game = GameKind::default();
    let mut own = None;
    let mut provisional = false;
    for pair in uri
        .query()
        .unwrap_or("")
        .split('&')
        .filter(|pair| !pair.is_empty())
    {
        match pair.split_once('=') {
            Some(("game", name)) if let Ok(kind) = name.parse() => game = kind,
            Some(("provisional", "1" | "true")) => provisional = true,
            Some(("player", id)) => match PlayerId::parse(id) {
                Some(id) => own = Some(id),
                None => {
                    return plain(
                        StatusCode::BAD_REQUEST,
                        "player=: a player's id is 64 hexadecimal digits",
                    );
                }
            },
            _ => {
                return plain(
                    StatusCode::BAD_REQUEST,
                    &format!(
                        "{pair}: ask for game={}, player=ID, provisional=1",
                        GameKind::names(" or game=")
                    ),
                );
            }
        }
    }
    let address = shared.proxies.player_address(peer.ip(), &headers);
    let asked = BoardAsked {
        game,
        own,
        provisional,
    };
    match Boards::leaderboard_for(&shared.hub, &shared.boards, address, asked) {
        Ok(board) => json(&board),
        Err(ending) => refused(&shared, ending),
    }
}

pub(super) async fn player(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(player): Path<String>,
    State(shared): State<Shared>,
) -> Response {
    let address = shared.proxies.player_address(peer.ip(), &headers);
    match Boards::player_page_for(&shared.hub, &shared.boards, address, &player) {
        Ok(Some(page)) => json(&page),
        Ok(None) => plain(
            StatusCode::NOT_FOUND,
            &format!("nobody is rated as {player}"),
        ),
        Err(ending) => refused(&shared, ending),
    }
}

fn json<T: serde::Serialize>(value: &T) -> Response {
    let text = serde_json::to_string(value).expect("plain data");
    ([(header::CONTENT_TYPE, "application/json")], text).into_response()
}

fn plain(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        text.to_string(),
    )
        .into_response()
}

/// A refusal as HTTP says it: an allowance spent is 429, a store away 503.
fn refused(shared: &Shared, ending: Ending) -> Response {
    match ending {
        Ending::Refused { reason, kind, .. } => {
            shared.metrics.refused(kind);
            let status = match kind {
                Refusal::Budget(_) => StatusCode::TOO_MANY_REQUESTS,
                _ => StatusCode::SERVICE_UNAVAILABLE,
            };
            plain(status, &reason)
        }
        Ending::Dropped(reason) => plain(StatusCode::SERVICE_UNAVAILABLE, &reason),
    }
}
