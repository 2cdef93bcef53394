//! `leaderboard`: a game's leaderboard as a server keeps it, asked over the game's WebSocket
//! (so `wss://` servers answer too) and printed as a table, or as JSON with the provisional
//! players; the player of `--data-dir`'s identity is shown where they stand.

use std::time::Duration;

use clap::Args;
use ewebsock::{Options, WsEvent, WsMessage};
use web_time::Instant;

use crate::app::online::{address_of_first, board_title};
use crate::app::runtime::console::in_english;
use kingdomino_core::cli::CommandError;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::identity::shown_player;
use kingdomino_core::online::protocol::{
    MAX_MESSAGE_BYTES, PROTOCOL_VERSION, decode_server, encode,
};
use kingdomino_core::online::ratings::{BoardRow, Leaderboard, shown_rating};
use kingdomino_core::online::{ClientMessage, Identity, ServerMessage};
use kingdomino_core::player_files::data_store::DataStore;

/// How long the server has to answer.
const ANSWER_TIME: Duration = Duration::from_secs(10);

#[derive(Args, Debug)]
pub struct LeaderboardArgs {
    /// The server's `HOST:PORT` (or a `ws://` or `wss://` address).
    #[arg(long, value_name = "HOST:PORT")]
    server: String,
    /// Whose leaderboard: the Duel's or the original game's.
    #[arg(long, value_enum, default_value_t = GameKind::default())]
    game: GameKind,
    /// Print the board as JSON, the provisional players included.
    #[arg(long)]
    json: bool,
}

/// Asks the server: its answer, to print, or what went wrong.
pub fn leaderboard(args: &LeaderboardArgs, data: &DataStore) -> Result<String, CommandError> {
    let own = Identity::kept_in(data)
        .ok()
        .flatten()
        .map(|identity| identity.id());
    let question = ClientMessage::Leaderboard {
        version: PROTOCOL_VERSION,
        game: args.game,
        player: own,
        provisional: args.json,
    };
    let board = ask(&address_of_first(&args.server), &question)?;
    Ok(if args.json {
        serde_json::to_string_pretty(&board).expect("plain data") + "\n"
    } else {
        board_text(&board)
    })
}

fn ask(address: &str, question: &ClientMessage) -> Result<Leaderboard, String> {
    let options = Options {
        max_incoming_frame_size: MAX_MESSAGE_BYTES,
        ..Options::default()
    };
    let (mut sender, receiver) =
        ewebsock::connect(address, options).map_err(|error| format!("{address}: {error}"))?;
    let since = Instant::now();
    while since.elapsed() < ANSWER_TIME {
        let Some(event) = receiver.try_recv() else {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        };
        match event {
            WsEvent::Opened => sender.send(WsMessage::Text(encode(question))),
            WsEvent::Message(WsMessage::Text(text)) => {
                return match decode_server(&text)? {
                    ServerMessage::Leaderboard { board } => Ok(board),
                    ServerMessage::Closing { reason, .. } => Err(format!("{address}: {reason}")),
                    other => Err(format!("{address} answered {other:?}")),
                };
            }
            WsEvent::Message(_) => {}
            WsEvent::Error(error) => return Err(format!("{address}: {error}")),
            WsEvent::Closed => return Err(format!("{address} closed without an answer")),
        }
    }
    Err(format!(
        "{address} did not answer within {} s",
        ANSWER_TIME.as_secs()
    ))
}

/// The board as a table, then the player's own line.
fn board_text(board: &Leaderboard) -> String {
    let game = in_english(&board_title(board.game));
    let mut text = format!("{game}: the leaderboard\n");
    if board.rows.is_empty() {
        text.push_str("Nobody is ranked yet: a player is ranked after 10 rated games.\n");
    } else {
        text.push_str(&format!(
            "{:>4}  {:<26} {:>7} {:>6}\n",
            "Rank", "Player", "Rating", "Games"
        ));
        for row in &board.rows {
            text.push_str(&row_text(row));
        }
    }
    if let Some(own) = &board.own {
        text.push_str(&format!("You:\n{}", row_text(own)));
    }
    text
}

fn row_text(row: &BoardRow) -> String {
    let rank = row.rank.map_or("-".into(), |rank| rank.to_string());
    format!(
        "{rank:>4}  {:<26} {:>7} {:>6}\n",
        shown_player(&row.name, &row.tag),
        shown_rating(row.rating, row.provisional),
        row.games
    )
}
