//! The leaderboards and the players' pages, read away from the rooms: beside the hub, not in
//! it, on a connection to the store of their own (its own thread, its own breaker) and under a
//! lock of their own, so a slow or failing read never holds a move or opens the rooms'
//! breaker. A game's board is read at most every few seconds; a player's own line is read
//! each time, by its key.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use super::{Ending, Hub, check_version, with};
use crate::metrics::Refusal;
use crate::ratings::PlayerPage;
use crate::store::RoomStore;
use crate::store_link::StoreLink;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::ClientMessage;
use kingdomino_core::online::identity::{PlayerId, TAG_LENGTH};
use kingdomino_core::online::ratings::{BoardRow, Leaderboard};
use kingdomino_core::player_files::data_store::now_seconds;

/// How long a leaderboard read from the store is shown before it is read again.
const BOARD_SECONDS: u64 = 10;

/// What a leaderboard request asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardAsked {
    pub game: GameKind,
    /// Whose own line to add.
    pub own: Option<PlayerId>,
    /// With the provisional players.
    pub provisional: bool,
}

impl BoardAsked {
    /// A leaderboard asked for over the WebSocket.
    pub fn of(message: ClientMessage) -> Result<BoardAsked, Ending> {
        match message {
            ClientMessage::Leaderboard {
                version,
                game,
                player,
                provisional,
            } => {
                check_version(version)?;
                Ok(BoardAsked {
                    game,
                    own: player,
                    provisional,
                })
            }
            _ => Err(Ending::for_good(
                Refusal::Malformed,
                "a leaderboard was expected",
            )),
        }
    }
}

pub struct Boards {
    store: StoreLink,
    /// Each game's rows as last read (with the provisional players or without), and when.
    cached: HashMap<(GameKind, bool), (u64, Vec<BoardRow>)>,
}

impl Boards {
    /// Boards read through `reader`, a connection to the rooms' store of their own.
    pub fn new(reader: RoomStore) -> Boards {
        Boards {
            store: StoreLink::start(reader),
            cached: HashMap::new(),
        }
    }

    /// The game's leaderboard, paid for by `address` first (on the hub, a moment), then read
    /// under the boards' own lock.
    pub fn leaderboard_for(
        hub: &Mutex<Hub>,
        boards: &Mutex<Boards>,
        address: IpAddr,
        asked: BoardAsked,
    ) -> Result<Leaderboard, Ending> {
        with(hub, |hub| hub.pay_for_board(address))?;
        with(boards, |boards| boards.leaderboard(asked))
    }

    /// The page of the player shown as `Name#TAG`, paid for as a leaderboard is.
    pub fn player_page_for(
        hub: &Mutex<Hub>,
        boards: &Mutex<Boards>,
        address: IpAddr,
        shown: &str,
    ) -> Result<Option<PlayerPage>, Ending> {
        with(hub, |hub| hub.pay_for_board(address))?;
        with(boards, |boards| boards.player_page(shown))
    }

    /// The game's rows, from the store when older than [`BOARD_SECONDS`]; the asker's own
    /// line each time.
    pub fn leaderboard(&mut self, asked: BoardAsked) -> Result<Leaderboard, Ending> {
        let BoardAsked {
            game,
            own,
            provisional,
        } = asked;
        let now = now_seconds();
        let unavailable = |_| {
            Ending::for_now(
                Refusal::Busy,
                "the leaderboard cannot be read now: try again soon",
            )
        };
        let cached = (self.cached.get(&(game, provisional)))
            .filter(|(read, _)| now < read + BOARD_SECONDS)
            .map(|(_, rows)| rows.clone());
        let Some(rows) = cached else {
            let board = (self.store)
                .leaderboard(game, own, provisional)
                .map_err(unavailable)?;
            (self.cached).insert((game, provisional), (now, board.rows.clone()));
            return Ok(board);
        };
        let own = match own {
            Some(id) => self.store.own_row(game, &id).map_err(unavailable)?,
            None => None,
        };
        Ok(Leaderboard { game, rows, own })
    }

    /// The page of the player shown as `Name#TAG`; none when nobody is rated under it.
    pub fn player_page(&mut self, shown: &str) -> Result<Option<PlayerPage>, Ending> {
        let Some((name, tag)) = shown
            .rsplit_once('#')
            .filter(|(_, tag)| tag.len() == TAG_LENGTH)
        else {
            return Ok(None);
        };
        self.store
            .player_page(name, &tag.to_uppercase())
            .map_err(|_| {
                Ending::for_now(
                    Refusal::Busy,
                    "the player cannot be read now: try again soon",
                )
            })
    }
}
