// `referee event export --format html --out DIR`: the pages posted on a wall or read on a
// phone (formats.hpp, "pages people read").
#include <string>

#include "tournaments/output/common.hpp"
#include "tournaments/output/formats.hpp"
#include "tournaments/output/parts.hpp"
#include "tournaments/playoff.hpp"
#include "tournaments/pod_event.hpp"

namespace referee::tournaments {
namespace {

std::string round_file(int round, bool by_name) {
  return "round-" + std::to_string(round) + (by_name ? "-names" : "") + ".html";
}

std::string link(const std::string& file, const std::string& text) {
  return "<a href=\"" + file + "\">" + output::html_escape(text) + "</a>";
}

// Every page leads back to the event, the standings and the latest round.
std::string nav(const Event& e) {
  std::string out = "<nav>" + link("index.html", "Event") + link("standings.html", "Standings");
  if (e.playoff) out += link("bracket.html", "Bracket");
  if (!e.rounds.empty()) {
    const int last = e.rounds.back().number;
    out += link(round_file(last, false), round_title(e, last) + " by table") +
           link(round_file(last, true), "by name");
  }
  return out + "</nav>\n";
}

std::string heading(const EventSettings& s, const std::string& what) {
  return "<h1>" + output::html_escape(s.name) + "</h1>\n<h2>" + output::html_escape(what) + "</h2>\n";
}

HtmlPage page(const EventSettings& s, const Event& e, std::string file, const std::string& what, const std::string& body) {
  return {std::move(file), output::html_document(s.name + " - " + what, nav(e) + heading(s, what) + body)};
}

}  // namespace

std::vector<HtmlPage> event_pages(const EventSettings& s, const Event& e) {
  // Tables of more than two read a row a seat (pod_formats.cpp), pairs a row a table.
  const bool pods = s.tables.pods();
  const std::string summary = pods ? output::pod_summary_text(s, e) : output::event_summary(s, e);
  std::string index = "<p>" + output::html_escape(summary) + "</p>\n<ul>\n<li>" +
                      link("standings.html", "Standings") + "</li>\n";
  if (e.playoff) index += "<li>" + link("bracket.html", "Bracket (top " + std::to_string(e.playoff->seeds.size()) + ")") + "</li>\n";
  // The latest round first: it is the one people look for.
  for (auto r = e.rounds.rbegin(); r != e.rounds.rend(); ++r)
    index += "<li>" + output::html_escape(round_title(e, r->number)) + ": " + link(round_file(r->number, false), "by table") + ", " +
             link(round_file(r->number, true), "by name") + "</li>\n";
  index += "</ul>\n";
  std::vector<HtmlPage> pages = {
      page(s, e, "index.html", "Event", index),
      page(s, e, "standings.html", "Standings",
           pods ? output::pod_standings_table_html(e, pod_standings(e, s.tables))
                : output::standings_table_html(s, e, standings(e, s.profile)))};
  if (e.playoff) pages.push_back(page(s, e, "bracket.html", "Bracket", bracket_html(e)));
  for (const Round& r : e.rounds) {
    const std::string round = round_title(e, r.number);
    pages.push_back(page(s, e, round_file(r.number, false), round + " by table",
                         pods ? output::pod_round_table_html(e, r, s) : output::pairings_table_html(e, r, s)));
    pages.push_back(page(s, e, round_file(r.number, true), round + " by name",
                         pods ? output::pod_by_name_html(e, r) : output::pairings_by_name_html(e, r)));
  }
  return pages;
}

}  // namespace referee::tournaments
