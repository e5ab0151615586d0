"""A real MCP client (the official Python SDK) against `fitcheck serve`: initialize, list the tools,
call `fitcheck_room` and `fitcheck_check_translation`, and print what came back as one JSON object (the test reads it;
the transcript is for people). Run by fitcheckTests' MCPClientSDKTests, which is skipped, visibly,
when the SDK is not installed; this script installs nothing.

usage: sdk_client.py FITCHECK_BINARY KEY LANGUAGE CANDIDATE -- SERVE_ARGUMENTS...
"""
import asyncio
import json
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def dump(model):
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


async def main(binary, key, language, candidate, serve_arguments):
    params = StdioServerParameters(command=binary, args=["serve", *serve_arguments])
    transcript = []
    async with stdio_client(params) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            transcript.append({"initialize": dump(init)})
            tools = await session.list_tools()
            transcript.append({"tools/list": [tool.name for tool in tools.tools]})
            room = await session.call_tool("fitcheck_room", {"key": key, "language": language})
            transcript.append({"room": dump(room)})
            check = await session.call_tool("fitcheck_check_translation", {"key": key, "language": language, "text": candidate})
            transcript.append({"check_translation": dump(check)})
            ping = await session.send_ping()
            transcript.append({"ping": dump(ping)})
    print(json.dumps({
        "protocolVersion": init.protocol_version,
        "serverName": init.server_info.name,
        "tools": [tool.name for tool in tools.tools],
        "outputSchemas": [tool.name for tool in tools.tools if tool.output_schema],
        "room": room.structured_content,
        "roomText": [block.text for block in room.content if block.type == "text"],
        "roomIsError": room.is_error,
        "check": check.structured_content,
        "checkIsError": check.is_error,
        "transcript": transcript,
    }, ensure_ascii=False))


if __name__ == "__main__":
    separator = sys.argv.index("--")
    binary, key, language, candidate = sys.argv[1:separator]
    asyncio.run(main(binary, key, language, candidate, sys.argv[separator + 1:]))
